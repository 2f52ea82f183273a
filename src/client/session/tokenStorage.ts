import type { TokenPair } from '../../shared/api/contracts';

/** localStorage keys of the session (spec §4 Session). `expiry` is the access token's expiry in ms since epoch. */
export const TOKEN_KEYS = { access: 'accessToken', refresh: 'refreshToken', expiry: 'expiry' } as const;

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const getAccessToken = (): string | null => read(TOKEN_KEYS.access);
export const getRefreshToken = (): string | null => read(TOKEN_KEYS.refresh);

export function getExpiry(): number | null {
  const raw = read(TOKEN_KEYS.expiry);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Both tokens present: the only state in which pages outside /users may be shown (spec §6). */
export const hasBothTokens = (): boolean => Boolean(getAccessToken() && getRefreshToken());

export function storeTokens(pair: TokenPair, now: number = Date.now()): void {
  window.localStorage.setItem(TOKEN_KEYS.access, pair.signInToken);
  window.localStorage.setItem(TOKEN_KEYS.refresh, pair.refreshToken);
  if (typeof pair.expiresIn === 'number' && Number.isFinite(pair.expiresIn)) {
    window.localStorage.setItem(TOKEN_KEYS.expiry, String(now + pair.expiresIn * 1000));
  } else {
    window.localStorage.removeItem(TOKEN_KEYS.expiry);
  }
}

export function clearTokens(): void {
  for (const key of Object.values(TOKEN_KEYS)) window.localStorage.removeItem(key);
}

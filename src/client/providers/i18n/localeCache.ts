/**
 * Translations are fetched from the server and cached in localStorage with their ETag; a cached
 * namespace is revalidated with a conditional HEAD (If-None-Match): 304 → cached copy, otherwise
 * GET (spec §7 "Translations"). Offline, the cached copy is used.
 */
export type Messages = Record<string, unknown>;

interface CachedNamespace {
  etag: string;
  data: Messages;
}

export interface LocaleIndex {
  languages: string[];
  namespaces: string[];
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const CACHE_PREFIX = 'kura.locales:';
const INDEX_KEY = `${CACHE_PREFIX}index`;

export const namespaceUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;
const cacheKey = (lng: string, ns: string) => `${CACHE_PREFIX}${lng}/${ns}`;

function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or private mode: we simply fetch again next time
  }
}

const isMessages = (value: unknown): value is Messages => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

// Conditional headers set by us make the browser hand us the 304 instead of its own cached copy.
const noStore: RequestInit = { cache: 'no-store' };

export async function loadNamespace(lng: string, ns: string, fetchImpl: FetchLike = fetch): Promise<Messages> {
  const url = namespaceUrl(lng, ns);
  const cached = readJson<CachedNamespace>(cacheKey(lng, ns));
  if (cached && isMessages(cached.data)) {
    try {
      const head = await fetchImpl(url, { ...noStore, method: 'HEAD', headers: { 'If-None-Match': cached.etag } });
      if (head.status === 304 || (head.ok && head.headers.get('etag') === cached.etag)) return cached.data;
    } catch {
      return cached.data;
    }
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { ...noStore, method: 'GET' });
  } catch (error) {
    if (cached) return cached.data;
    throw error;
  }
  if (!response.ok) {
    if (cached) return cached.data;
    throw new Error(`Cannot load translations ${url}: HTTP ${response.status}`);
  }
  const data: unknown = await response.json();
  if (!isMessages(data)) throw new Error(`Translations ${url} are not an object`);
  const etag = response.headers.get('etag');
  if (etag) writeJson(cacheKey(lng, ns), { etag, data } satisfies CachedNamespace);
  return data;
}

/** The namespace list; the last known list is used when the server cannot be reached. */
export async function loadIndex(fetchImpl: FetchLike = fetch): Promise<LocaleIndex> {
  try {
    const response = await fetchImpl('/locales/index.json', { ...noStore, method: 'GET' });
    if (response.ok) {
      const index = (await response.json()) as LocaleIndex;
      writeJson(INDEX_KEY, index);
      return index;
    }
  } catch {
    // fall through to the cached list
  }
  const cached = readJson<LocaleIndex>(INDEX_KEY);
  if (cached) return cached;
  throw new Error('Cannot load the list of translation namespaces');
}

/** All namespaces of one language merged as `{ <ns>: messages }`, so keys read `ns.key` (e.g. `auth.signIn`). */
export async function loadLanguageBundle(lng: string, fetchImpl: FetchLike = fetch, index?: LocaleIndex): Promise<Messages> {
  const { namespaces } = index ?? (await loadIndex(fetchImpl));
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      try {
        return [ns, await loadNamespace(lng, ns, fetchImpl)] as const;
      } catch {
        // One missing namespace must not take the whole interface down; German fills the gaps.
        return [ns, {}] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

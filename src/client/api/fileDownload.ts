/**
 * Binary downloads under the session rules (a fresh token when the stored one is about to expire,
 * one refresh on a 401): the app's HTTP client reads replies as text, which would spoil a PDF or
 * an image, so files are fetched here as blobs.
 */
import { ApiRequestError, REFRESH_THRESHOLD_MS, refreshSession } from './http';
import { operationCanceled, toApiError } from './apiError';
import { getAccessToken, getExpiry } from '../session/tokenStorage';

async function freshToken(): Promise<string> {
  const token = getAccessToken();
  if (!token) throw operationCanceled();
  const expiry = getExpiry();
  return expiry !== null && expiry - Date.now() <= REFRESH_THRESHOLD_MS ? refreshSession() : token;
}

/** The file name of a Content-Disposition header (RFC 6266: the UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** GETs `url` (or POSTs a JSON body to it) as a blob with its file name; a refusal throws ApiRequestError like apiFetch. */
export async function fetchFile(url: string, fallbackName: string, post?: { method: 'POST'; body: unknown }): Promise<{ blob: Blob; name: string }> {
  const get = (token: string) =>
    fetch(url, post ? { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(post.body) } : { headers: { Authorization: `Bearer ${token}` } });
  let response = await get(await freshToken());
  if (response.status === 401) response = await get(await refreshSession());
  if (!response.ok) throw new ApiRequestError(response.status, toApiError(response.status, await response.text()));
  return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Shows a blob in a new tab (a PDF or an image the browser can display); false when the browser
 * blocked the new window, so the caller can download it instead.
 */
export function openBlob(blob: Blob): boolean {
  const url = URL.createObjectURL(blob);
  // Not 'noopener': with it window.open answers null even when it opened, and a blocked window
  // could not be told apart. The new tab gets no handle on this one all the same.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null;
}

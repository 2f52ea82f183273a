/**
 * The contact import calls (src/shared/api/contactImport.ts). Uploads go through the app's HTTP
 * client (session rules, refresh and retry); the template is binary, so it is fetched here with
 * the same rules: a fresh token when the stored one is about to expire, one refresh on a 401.
 */
import type { ImportMapping, ImportPreview, ImportResult } from '../../../../shared/api/contactImport';
import { ApiRequestError, apiFetch, REFRESH_THRESHOLD_MS, refreshSession } from '../../../api/http';
import { operationCanceled, toApiError } from '../../../api/apiError';
import { getAccessToken, getExpiry } from '../../../session/tokenStorage';

const base = (centreId: string) => `/api/clinics/${encodeURIComponent(centreId)}/contacts/import`;

function form(file: File, mapping?: ImportMapping): FormData {
  const data = new FormData();
  data.append('file', file, file.name);
  if (mapping) data.append('mapping', JSON.stringify(mapping));
  return data;
}

export function previewImport(centreId: string, file: File, mapping?: ImportMapping, signal?: AbortSignal): Promise<ImportPreview> {
  return apiFetch<ImportPreview>(`${base(centreId)}/preview`, { method: 'POST', formData: form(file, mapping), signal });
}

export function runImport(centreId: string, file: File, mapping: ImportMapping): Promise<ImportResult> {
  return apiFetch<ImportResult>(base(centreId), { method: 'POST', formData: form(file, mapping) });
}

async function freshToken(): Promise<string> {
  const token = getAccessToken();
  if (!token) throw operationCanceled();
  const expiry = getExpiry();
  return expiry !== null && expiry - Date.now() <= REFRESH_THRESHOLD_MS ? refreshSession() : token;
}

const fileNameOf = (disposition: string | null, fallback: string) => {
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
};

/** Downloads the XLSX template in `language` and hands it to the browser as a file. */
export async function downloadTemplate(centreId: string, language: string): Promise<void> {
  const url = `${base(centreId)}/template?language=${encodeURIComponent(language)}`;
  const get = (token: string) => fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  let response = await get(await freshToken());
  if (response.status === 401) response = await get(await refreshSession());
  if (!response.ok) throw new ApiRequestError(response.status, toApiError(response.status, await response.text()));
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), 'contacts.xlsx');
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

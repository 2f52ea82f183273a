/**
 * The contact import calls (src/shared/api/contactImport.ts). Uploads go through the app's HTTP
 * client (session rules, refresh and retry); the template is binary, fetched by api/fileDownload.ts
 * under the same rules.
 */
import type { ImportMapping, ImportPreview, ImportResult } from '../../../../shared/api/contactImport';
import { fetchFile, saveBlob } from '../../../api/fileDownload';
import { apiFetch } from '../../../api/http';

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

/** Downloads the XLSX template in `language` and hands it to the browser as a file. */
export async function downloadTemplate(centreId: string, language: string): Promise<void> {
  const { blob, name } = await fetchFile(`${base(centreId)}/template?language=${encodeURIComponent(language)}`, 'contacts.xlsx');
  saveBlob(blob, name);
}

/** Client-side checks before an image upload (the server checks the bytes again, files/imageCheck.ts). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Wording §5: images over 10 MB are refused. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The error code (errors.json) for a file we should not send, or null when it may go. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return 'wrongFileFormat';
  if (file.size > MAX_IMAGE_BYTES) return 'payloadTooLarge';
  return null;
}

/** Multipart body with the `file` parts the upload routes read. */
export function imageFormData(files: File[]): FormData {
  const data = new FormData();
  for (const file of files) data.append('file', file, file.name);
  return data;
}

import { fileNameOfContentDisposition } from '@banca/contracts';
import { api } from './http';

/**
 * THE download: POSTs through the one http client (same token, refresh and timezone header),
 * reads the file and saves it under the name the server gave it. A refusal arrives as the usual
 * ApiError, for the caller's toast.
 */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<string> {
  const response = await api.post<Response>(path, body, { responseType: 'response', headers: { accept: '*/*' } });
  const blob = await response.blob();
  const fileName = fileNameOfContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(blob, fileName);
  return fileName;
}

/** Hands the bytes to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

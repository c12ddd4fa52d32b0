import type { DownloadFormat } from '@app/domain/documents/download-formats';
import { getStoredToken } from '../../../lib/auth-token';
import { fileNameFromDisposition } from '../utils/download-file';

// GET /api/documents/{originalDocId}/download/{format} → a file. The API client only reads JSON, so this one call
// fetches itself, with the same session (cookie and bearer token), and hands back the bytes with the server's file name.

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export async function downloadDocument(
  originalDocId: number,
  format: DownloadFormat,
  fallbackName: string,
  fetchFile: typeof fetch = fetch,
): Promise<DownloadedFile> {
  const headers = new Headers();
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetchFile(`/api/documents/${originalDocId}/download/${format}`, { headers, credentials: 'include' });
  // The caller shows the spec's 'Download Failed' toast whatever went wrong.
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Hands the bytes to the browser as a download under the given name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

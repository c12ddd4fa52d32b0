import type { DownloadFormat } from '@app/domain/documents/download-formats';
import { apiFile } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../utils/download-file';

// GET /api/documents/{originalDocId}/download/{format} → a file: the bytes with the server's file name.

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export async function downloadDocument(
  originalDocId: number,
  format: DownloadFormat,
  fallbackName: string,
): Promise<DownloadedFile> {
  // A refusal rejects; the caller shows the spec's 'Download Failed' toast whatever went wrong.
  const response = await apiFile(`/api/documents/${originalDocId}/download/${format}`);
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

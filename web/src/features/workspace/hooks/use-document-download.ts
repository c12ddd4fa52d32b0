import { downloadFileName, type DownloadFormat } from '@app/domain/documents/download-formats';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { downloadDocument, saveFile } from '../api/download-document';
import { toasts } from '../utils/workspace-messages';
import type { ViewableDocument } from '../utils/viewable-document';

/**
 * Downloads a document in a format, saved under the server's file name (the domain's naming when the header names
 * none); which one is under way, so its button shows progress; 'Download Failed' when anything goes wrong.
 */
export function useDocumentDownload(ideaTitle: string) {
  const [pending, setPending] = useState<string | null>(null);
  const download = async (document: ViewableDocument, format: DownloadFormat) => {
    const key = `${document.downloadId}-${format}`;
    setPending(key);
    try {
      saveFile(await downloadDocument(document.downloadId, format, downloadFileName(ideaTitle, document.type, format)));
    } catch {
      toast(toasts.downloadFailed);
    } finally {
      setPending((current) => (current === key ? null : current));
    }
  };
  const isPending = (document: ViewableDocument, format: DownloadFormat) => pending === `${document.downloadId}-${format}`;
  return { download, isPending };
}

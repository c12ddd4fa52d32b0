import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import { workspaceDocumentContentSchema } from '@app/domain/workspace/schemas';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { DocumentDraftBody, DocumentDraftButtons, useDocumentDraft } from '../../../components/document/document-draft';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useEditDocument } from '../api/edit-document';
import { useDocumentDownload } from '../hooks/use-document-download';
import type { ViewableDocument } from '../utils/viewable-document';
import { failureToast, toasts } from '../utils/workspace-messages';

interface DocumentViewerProps {
  document: ViewableDocument;
  ideaTitle: string;
  onClose: () => void;
}

/**
 * The document viewer (docs/product.md "Documents and downloads"): the markdown rendered (sections, tables, lists); the
 * member's own document can be edited (Edit, then Save or Cancel); Download saves it as a markdown file.
 */
export function DocumentViewer({ document, ideaTitle, onClose }: DocumentViewerProps) {
  // What was saved last shows at once, before the collections are read again.
  const [content, setContent] = useState(document.content);
  const edit = useEditDocument();
  const draft = useDocumentDraft({
    schema: workspaceDocumentContentSchema,
    pending: edit.isPending,
    persist: (next, saved) =>
      edit.mutate(
        { id: document.id, content: next },
        {
          onSuccess: () => {
            toast(toasts.documentUpdated);
            setContent(next);
            saved();
          },
          onError: (failure) => toast(failureToast(failure, 'Failed to save changes')),
        },
      ),
  });
  const downloads = useDocumentDownload(ideaTitle);
  const name = DOCUMENT_TYPE_NAMES[document.type];
  const downloading = downloads.isPending(document, 'md');

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !draft.pending) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog document-viewer" aria-describedby={undefined}>
          <header className="document-viewer__header">
            <div>
              <RadixDialog.Title className="dialog__title">{name}</RadixDialog.Title>
              <p className="document-viewer__idea">{ideaTitle}</p>
            </div>
            <div className="document-viewer__actions">
              <DocumentDraftButtons document={draft} content={content} editable={document.editable}>
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={downloading}
                  onClick={() => void downloads.download(document, 'md')}
                >
                  {downloading && <Spinner size="small" label="Downloading" />}
                  Download
                </button>
              </DocumentDraftButtons>
            </div>
          </header>
          <DocumentDraftBody document={draft} name={name} content={content} headingOffset={1} />
          <RadixDialog.Close className="dialog__close icon-button" aria-label="Close">
            <span aria-hidden>×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

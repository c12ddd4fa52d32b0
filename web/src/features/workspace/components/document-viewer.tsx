import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import { workspaceDocumentContentSchema } from '@app/domain/workspace/schemas';
import { Dialog as RadixDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Markdown } from '../../../components/markdown/markdown';
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
 * The document viewer (spec 000 §2): the markdown rendered (sections, tables, lists); the member's own document can be
 * edited (Edit, then Save or Cancel); Download saves it as a markdown file.
 */
export function DocumentViewer({ document, ideaTitle, onClose }: DocumentViewerProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // What was saved last shows at once, before the collections are read again.
  const [content, setContent] = useState(document.content);
  const edit = useEditDocument();
  const downloads = useDocumentDownload(ideaTitle);
  const editorId = useId();
  const name = DOCUMENT_TYPE_NAMES[document.type];

  const save = () => {
    if (draft === null) return;
    const checked = workspaceDocumentContentSchema.safeParse({ content: draft });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    edit.mutate(
      { id: document.id, content: draft },
      {
        onSuccess: () => {
          toast(toasts.documentUpdated);
          setContent(draft);
          setDraft(null);
        },
        onError: (failure) => toast(failureToast(failure, 'Failed to save changes')),
      },
    );
  };
  const downloading = downloads.isPending(document, 'md');

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !edit.isPending) onClose();
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
              {draft === null ? (
                <>
                  {document.editable && (
                    <button type="button" className="button button--secondary button--small" onClick={() => setDraft(content)}>
                      Edit
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={downloading}
                    onClick={() => void downloads.download(document, 'md')}
                  >
                    {downloading && <Spinner size="small" label="Downloading" />}
                    Download
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className="button button--secondary button--small" onClick={() => {
                      setDraft(null);
                      setError(undefined);
                    }}
                    disabled={edit.isPending}
                  >
                    Cancel
                  </button>
                  <button type="button" className="button button--primary button--small" onClick={save} disabled={edit.isPending}>
                    {edit.isPending ? 'Saving...' : 'Save'}
                  </button>
                </>
              )}
            </div>
          </header>
          {draft === null ? (
            <div className="document-viewer__content" tabIndex={0} role="region" aria-label={`${name} content`}>
              <Markdown source={content} headingOffset={1} />
            </div>
          ) : (
            <div className="field document-viewer__editor" data-invalid={error ? '' : undefined}>
              <label className="field__label" htmlFor={editorId}>
                {name} (markdown)
              </label>
              <textarea
                id={editorId}
                className="field__input document-viewer__textarea"
                value={draft}
                maxLength={100_000}
                disabled={edit.isPending}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(undefined);
                }}
              />
              {error && (
                <p className="field__error" role="alert">
                  {error}
                </p>
              )}
            </div>
          )}
          <RadixDialog.Close className="dialog__close icon-button" aria-label="Close">
            <span aria-hidden>×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

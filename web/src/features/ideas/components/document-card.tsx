import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { documentContentSchema } from '@app/domain/ideas/schemas';
import { useState } from 'react';
import { Markdown } from '../../../components/markdown/markdown';
import { TextAreaField } from '../../../components/ui/form/field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUpdateDocument } from '../api/update-document';
import { documentUpdateFailed, documentUpdated } from './idea-page-model';

/**
 * One document of an idea on /marketplace/{id} (spec 001 §2): its type, id and content rendered read-only; an ADMIN
 * edits the content in place (Edit, then Save or Cancel) through PUT /api/admin/documents/{id}.
 */
export function DocumentCard({ document, editable }: { document: IdeaDocumentView; editable: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDocument();
  const name = DOCUMENT_TYPE_NAMES[document.type] ?? document.type;
  const titleId = `document-${document.id}-title`;

  const save = () => {
    if (draft === null) return;
    const checked = documentContentSchema.safeParse({ content: draft });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: document.id, content: draft },
      {
        onSuccess: () => {
          toast(documentUpdated());
          setDraft(null);
        },
        onError: (failure) => toast(documentUpdateFailed(failure)),
      },
    );
  };

  return (
    <article className="document-card" aria-labelledby={titleId}>
      <header className="document-card__header">
        <div>
          <h3 id={titleId} className="document-card__title">
            {name}
          </h3>
          <p className="document-card__meta">
            {document.type} · #{document.id}
          </p>
        </div>
        {editable && draft === null && (
          <button type="button" className="button button--secondary button--small" onClick={() => setDraft(document.content)} aria-describedby={titleId}>
            Edit
          </button>
        )}
      </header>
      {draft === null ? (
        <div className="document-card__content" tabIndex={0} role="region" aria-label={`${name} content`}>
          <Markdown source={document.content} headingOffset={3} />
        </div>
      ) : (
        <div className="document-card__editor">
          <TextAreaField
            name="content"
            label={`${name} (markdown)`}
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
            error={error}
            className="idea-page__textarea"
            rows={16}
          />
          <div className="idea-page__actions">
            <button type="button" className="button button--secondary" onClick={() => {
                setDraft(null);
                setError(undefined);
              }}
              disabled={update.isPending}
            >
              Cancel
            </button>
            <button type="button" className="button button--primary" onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}

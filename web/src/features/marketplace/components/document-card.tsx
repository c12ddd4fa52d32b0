import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { documentContentSchema } from '@app/domain/ideas/schemas';
import { DocumentDraftBody, DocumentDraftButtons, useDocumentDraft } from '../../../components/document/document-draft';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUpdateDocument } from '../api/update-document';
import { documentUpdateFailed, documentUpdated } from './idea-page-model';

/**
 * One document of an idea on /marketplace/{id} (docs/product.md "Documents and downloads"): its type, id and content
 * rendered read-only; an ADMIN edits the content in place (Edit, then Save or Cancel) through PUT
 * /api/admin/documents/{id}.
 */
export function DocumentCard({ document, editable }: { document: IdeaDocumentView; editable: boolean }) {
  const update = useUpdateDocument();
  const draft = useDocumentDraft({
    schema: documentContentSchema,
    pending: update.isPending,
    persist: (content, saved) =>
      update.mutate(
        { id: document.id, content },
        {
          onSuccess: () => {
            toast(documentUpdated());
            saved();
          },
          onError: (failure) => toast(documentUpdateFailed(failure)),
        },
      ),
  });
  const name = DOCUMENT_TYPE_NAMES[document.type] ?? document.type;
  const titleId = `document-${document.id}-title`;

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
        <div className="document-card__actions">
          <DocumentDraftButtons document={draft} content={document.content} editable={editable} titleId={titleId} />
        </div>
      </header>
      <div className="document-card__body">
        <DocumentDraftBody document={draft} name={name} content={document.content} headingOffset={3} />
      </div>
    </article>
  );
}

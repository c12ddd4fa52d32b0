import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import { documentContentSchema } from '@app/domain/ideas/schemas';
import { Tabs } from 'radix-ui';
import { useId } from 'react';
import { DocumentDraftBody, DocumentDraftButtons, useDocumentDraft } from '../../../components/document/document-draft';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminIdeaDocuments } from '../api/get-admin-idea';
import { useUpdateDocument } from '../api/update-document';
import type { AdminIdeaDocument, IdeaRef } from '../types';
import { DOCUMENTS_FETCH_FAILED } from '../utils/admin-ideas-toasts';

/** The tab names of docs/product.md "Admin: Ideas" (PRD, pitch deck, GTM, financial plan, pre-launch). */
const TAB_NAMES: Record<DocumentType, string> = {
  PRD: 'PRD',
  PITCH_DECK: 'Pitch Deck',
  GTM: 'GTM',
  FINANCIAL_PLAN: 'Financial Plan',
  PRELAUNCH: 'Pre-launch',
};

/**
 * The Documents tabset of the detail dialog (docs/product.md "Admin: Ideas"), each document edited in place with the
 * shared editor.
 */
export function IdeaDocumentsTabs({ idea, editable }: { idea: IdeaRef; editable: boolean }) {
  const documents = useAdminIdeaDocuments(idea);
  const list = documents.data ?? [];
  const first = list[0]?.type ?? 'PRD';
  return (
    <section className="admin-idea-section admin-idea-documents" aria-label="Documents">
      <h3 className="admin-idea-section__title">Documents</h3>
      {documents.isPending && <Spinner size="small" label="Loading documents" />}
      {documents.isError && <p className="admin-idea-section__text">{DOCUMENTS_FETCH_FAILED}</p>}
      {documents.isSuccess && list.length === 0 && <p className="admin-idea-section__text">No documents generated yet</p>}
      {list.length > 0 && (
        <Tabs.Root defaultValue={first} className="admin-idea-documents__tabs">
          <Tabs.List className="admin-idea-documents__list" aria-label="Documents">
            {DOCUMENT_TYPES.map((type) => (
              <Tabs.Trigger key={type} value={type} className="admin-idea-documents__tab">
                {TAB_NAMES[type]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DOCUMENT_TYPES.map((type) => {
            const document = list.find((doc) => doc.type === type);
            return (
              <Tabs.Content key={type} value={type} className="admin-idea-documents__panel">
                {document ? (
                  <DocumentPanel ideaId={idea.id} document={document} editable={editable} />
                ) : (
                  <p className="admin-idea-section__text">Not generated yet</p>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </section>
  );
}

function DocumentPanel({ ideaId, document, editable }: { ideaId: number; document: AdminIdeaDocument; editable: boolean }) {
  const update = useUpdateDocument();
  const titleId = useId();
  const draft = useDocumentDraft({
    schema: documentContentSchema,
    pending: update.isPending,
    persist: (content, saved) => update.mutate({ ideaId, id: document.id, content }, { onSuccess: saved }),
  });
  return (
    <article aria-labelledby={titleId}>
      <header className="admin-idea-documents__header">
        <h4 id={titleId} className="admin-idea-documents__title">
          {TAB_NAMES[document.type]}
        </h4>
        <div className="admin-idea-documents__buttons">
          <DocumentDraftButtons document={draft} content={document.content} editable={editable} titleId={titleId} />
        </div>
      </header>
      <DocumentDraftBody document={draft} name={TAB_NAMES[document.type]} content={document.content} headingOffset={4} />
    </article>
  );
}

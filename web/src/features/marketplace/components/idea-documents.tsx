import { DOCUMENT_SHORT_NAMES, DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { useId, useState } from 'react';
import { Markdown } from '../../../components/markdown/markdown';
import { Spinner } from '../../../components/ui/spinner';

// The documents list of the idea detail dialog (docs/product.md "Documents and downloads"): one button per document
// under its short lower-case name (docs/product.md "Data model": prd, pitch, gtm, financial, prelaunch); choosing one
// shows its content, rendered read-only.

export const NO_DOCUMENTS = 'No documents generated yet';
export const DOCUMENTS_FAILED = 'Failed to fetch documents';

/** The marketplace's name of a document: its short name, underscores as spaces. */
export function documentShortName(type: IdeaDocumentView['type']): string {
  return (DOCUMENT_SHORT_NAMES[type] ?? String(type).toLowerCase()).replace(/_/g, ' ');
}

interface IdeaDocumentsProps {
  documents: IdeaDocumentView[] | undefined;
  loading: boolean;
  failed: boolean;
}

export function IdeaDocuments({ documents, loading, failed }: IdeaDocumentsProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const panelId = useId();
  const open = documents?.find((document) => document.id === openId) ?? null;

  return (
    <section className="idea-section idea-documents" aria-labelledby={`${panelId}-title`}>
      <h3 id={`${panelId}-title`} className="idea-section__title">
        Documents
      </h3>
      {loading && <Spinner size="small" label="Loading documents" />}
      {failed && <p className="idea-documents__message">{DOCUMENTS_FAILED}</p>}
      {documents && documents.length === 0 && <p className="idea-documents__message">{NO_DOCUMENTS}</p>}
      {documents && documents.length > 0 && (
        <>
          <ul className="idea-documents__list">
            {documents.map((document) => (
              <li key={document.id}>
                <button
                  type="button"
                  className="idea-documents__chip"
                  aria-expanded={document.id === openId}
                  aria-controls={panelId}
                  title={DOCUMENT_TYPE_NAMES[document.type]}
                  onClick={() => setOpenId((current) => (current === document.id ? null : document.id))}
                >
                  <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
                    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                    <path d="M14 3v5h5" />
                  </svg>
                  {documentShortName(document.type)}
                </button>
              </li>
            ))}
          </ul>
          <div id={panelId} className="idea-documents__viewer" hidden={!open}>
            {open && (
              <article aria-label={DOCUMENT_TYPE_NAMES[open.type]}>
                <header className="idea-documents__viewer-header">
                  <h4 className="idea-documents__viewer-title">{DOCUMENT_TYPE_NAMES[open.type]}</h4>
                  <button type="button" className="button button--ghost button--small" onClick={() => setOpenId(null)}>
                    Close document
                  </button>
                </header>
                <Markdown source={open.content} headingOffset={3} className="idea-documents__content" />
              </article>
            )}
          </div>
        </>
      )}
    </section>
  );
}

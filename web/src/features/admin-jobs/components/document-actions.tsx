import { useId } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGenerateDocuments } from '../api/generate-documents';
import { DOCUMENT_BUTTONS, documentButtonText, documentsRequest, type DocumentButton } from '../utils/document-requests';
import { noIdeasSelected } from '../utils/job-toasts';

/**
 * The document buttons for the selected ideas (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): each shows
 * the selection count and is disabled with none selected. A long request becomes a job the progress view follows; its
 * outcome is announced when it ends.
 */
export function DocumentActions({ selectedIds }: { selectedIds: ReadonlySet<number> }) {
  const generate = useGenerateDocuments();
  const titleId = useId();
  const count = selectedIds.size;
  const selection = count === 0 ? 'Select ideas in the table below.' : `${count} ${count === 1 ? 'idea' : 'ideas'} selected.`;
  const status = generate.isPending ? 'Asking for the documents...' : selection;

  const run = (button: DocumentButton) => {
    const request = documentsRequest(button, selectedIds);
    // The buttons are disabled with no selection; a click that lands anyway (the selection cleared meanwhile) is told.
    if (request === null) toast(noIdeasSelected());
    else generate.mutate(request);
  };

  return (
    <section className="card jobs-documents" aria-labelledby={titleId} aria-busy={generate.isPending}>
      <div className="jobs-documents__header">
        <h2 id={titleId} className="card__title">
          Generate Documents
        </h2>
        <p className="jobs-documents__note">
          {status} Generation may take a few minutes.
        </p>
      </div>
      <div className="jobs-documents__buttons" role="group" aria-label="Generate documents for the selected ideas">
        {DOCUMENT_BUTTONS.map((button) => (
          <button
            key={button.label}
            type="button"
            className={`button button--small ${button.type === null ? 'button--primary' : 'button--secondary'}`}
            disabled={count === 0 || generate.isPending}
            onClick={() => run(button)}
          >
            {documentButtonText(button, count)}
          </button>
        ))}
      </div>
    </section>
  );
}

import { BatchGenerationPanel } from './batch-generation-panel';
import { DocumentActions } from './document-actions';
import './admin-jobs.css';

/**
 * The Ideas section's AI operations above its filters (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"):
 * the batch settings, and the document buttons for the ideas selected in the section's table (handed in by the app,
 * which joins the two features).
 */
export function IdeasAiOperations({ selectedIds }: { selectedIds: ReadonlySet<number> }) {
  return (
    <>
      <BatchGenerationPanel />
      <DocumentActions selectedIds={selectedIds} />
    </>
  );
}

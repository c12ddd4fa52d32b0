import type { BatchDocView } from '@app/domain/jobs/job-view';
import { serverMessage } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';

// Small pure rules of the Batch-Docs section (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs").

export const NO_BATCH_DOCS = 'No batch docs found';
export const BATCH_DOCS_FETCH_FAILED = 'Failed to fetch batch docs';

/**
 * The per-document columns, in the order of the Ideas section's document buttons (docs/product.md "Admin: AI jobs,
 * Batch-Runs and Batch-Docs").
 */
export const DOCUMENT_COLUMNS = [
  { key: 'prd', label: 'PRD' },
  { key: 'pitch', label: 'Pitch Deck' },
  { key: 'gtm', label: 'GTM' },
  { key: 'financial', label: 'Financial Plan' },
  { key: 'prelaunch', label: 'Pre-launch' },
] as const satisfies readonly { key: keyof BatchDocView; label: string }[];

/**
 * The inline error: 'Error loading batch docs: <reason>' (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"),
 * the reason being what the server said, else 'Failed to fetch batch docs' (a 5xx, the network).
 */
export function loadFailedText(error: unknown): string {
  const reason = serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : BATCH_DOCS_FETCH_FAILED);
  return `Error loading batch docs: ${reason}`;
}

import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import type { JobFailureView, JobView } from '@app/domain/jobs/job-view';

// What the progress view shows of a running job: how far it is, how long it has run, and why items failed.

/** A job of 1,000 documents can fail them all: the list shows the first ones and counts the rest. */
export const SHOWN_FAILURES = 20;

/** Whole percent done, 0 for a job without items. */
export function percentDone(job: Pick<JobView, 'done' | 'total'>): number {
  if (job.total <= 0) return 0;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

/** '45s', '3m 05s', '1h 02m'; a clock behind the server's reads as '0s'. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  if (minutes < 60) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`;
}

export function elapsedSince(createdAt: string, now: number): string {
  const started = Date.parse(createdAt);
  return Number.isNaN(started) ? '—' : formatElapsed(now - started);
}

/** The failures to list and how many more there are. */
export function visibleFailures(failures: readonly JobFailureView[], limit = SHOWN_FAILURES): { shown: JobFailureView[]; more: number } {
  return { shown: failures.slice(0, limit), more: Math.max(0, failures.length - limit) };
}

/** Whose failure it is: '#12 Pitch Deck' for a document, 'Premium idea 3' for an idea of a batch ('premium-3'). */
export function failureSubject(failure: JobFailureView): string {
  if (failure.documentType !== null) return `#${failure.ideaId} ${DOCUMENT_TYPE_NAMES[failure.documentType]}`;
  const [type = '', number = ''] = failure.itemKey.split('-');
  return type === 'free' || type === 'premium' ? `${type === 'free' ? 'Free' : 'Premium'} idea ${number}` : failure.itemKey;
}

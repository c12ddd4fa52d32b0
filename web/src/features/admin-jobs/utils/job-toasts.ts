import { JOB_CANCELLED_MESSAGE } from '@app/domain/jobs/job-decider';
import type { GenerateDocumentsResult, GenerateIdeasResult, JobResult, ScoreIdeasResult } from '@app/domain/jobs/job-view';
import { SELECT_IDEAS_FOR_DOCUMENTS } from '@app/domain/jobs/schemas';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';

// The AI operations' toasts (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): failures are destructive,
// with the server's message when it sent one, else the spec's text (ours where the spec has none); outcomes use the
// spec's texts.

const destructive = (title: string, description: string): ToastOptions => ({ variant: 'destructive', title, description, duration: TOAST_DURATION.default });

const failure =
  (title: string, fallback: string) =>
  (error: unknown): ToastOptions =>
    destructive(title, serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : fallback));

export const GENERATE_IDEAS_FAILED = 'Failed to generate ideas batch';
export const GENERATION_COMPLETE = 'Generation Complete';
export const SOME_GENERATIONS_FAILED = 'Some generations failed';

export const generateIdeasFailed = failure('Failed to generate ideas', GENERATE_IDEAS_FAILED);
/** Ours: the spec names the title only. */
export const generateDocumentsFailed = failure('Generation Failed', 'Failed to generate documents');
export const trendCreateFailed = failure('Error', 'Failed to create trend');
export const cancelFailed = failure('Error', 'Failed to cancel the job');
export const noIdeasSelected = () => destructive('Error', SELECT_IDEAS_FOR_DOCUMENTS);
export const jobCancelled = (message: string): ToastOptions => ({ variant: 'success', title: message, duration: TOAST_DURATION.default });

/** 'Generated N ideas. Linked: X, Skipped: Y' (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"). */
export const ideasGeneratedText = (result: GenerateIdeasResult) =>
  `Generated ${result.ideas.length} ideas. Linked: ${result.links.length}, Skipped: ${result.skipped.length}`;

/**
 * Ours: the ideas a batch did not write and why, each reason once, so a short batch is never announced as a plain
 * success ('266 not written. No new idea left in these categories (...).').
 */
const notWrittenText = (result: GenerateIdeasResult) => `${result.failed.length} not written. ${[...new Set(result.failed.map((failed) => failed.reason))].join('. ')}.`;

/** The spec's title; a warning that stays the longest when some ideas were not written (docs/product.md "Limits"). */
function ideasToast(result: GenerateIdeasResult): ToastOptions {
  const title = ideasGeneratedText(result);
  if (result.failed.length === 0) return { variant: 'success', title, duration: TOAST_DURATION.default };
  return { variant: 'warning', title, description: notWrittenText(result), duration: TOAST_DURATION.long };
}

/** The ideas with at least one document that failed. */
export const failedIdeaCount = (result: GenerateDocumentsResult) => new Set(result.failed.map((failed) => failed.ideaId)).size;

const documentsText = (result: GenerateDocumentsResult) => `${result.successful.length} document(s) generated.`;

/** Ours: a scoring job's counts. */
const scoresText = (result: ScoreIdeasResult) =>
  `Rubric v${result.rubricVersion}: ${result.scored} scored, ${result.unchanged} unchanged, ${result.failed} failed.`;

/**
 * What a generation job produced, announced when it ends (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"):
 * the ideas and their trend links; for documents 'Generation Complete', or, when some failed, 'Some generations failed'
 * with 'Failed for N ideas. Check console for details.' (N counts ideas, not documents). A cancelled job says so, with
 * what was made before.
 */
export function jobOutcomeToast(result: JobResult, cancelled = false): ToastOptions {
  if (cancelled) {
    const made = result.kind === 'generate-ideas' ? [ideasGeneratedText(result), ...(result.failed.length > 0 ? [notWrittenText(result)] : [])].join('. ') : result.kind === 'score-ideas' ? scoresText(result) : documentsText(result);
    return { variant: 'info', title: JOB_CANCELLED_MESSAGE, description: made, duration: TOAST_DURATION.long };
  }
  if (result.kind === 'generate-ideas') return ideasToast(result);
  if (result.kind === 'score-ideas') return { variant: 'success', title: GENERATION_COMPLETE, description: scoresText(result), duration: TOAST_DURATION.default };
  const failedIdeas = failedIdeaCount(result);
  if (failedIdeas === 0) return { variant: 'success', title: GENERATION_COMPLETE, description: documentsText(result), duration: TOAST_DURATION.default };
  // It points the admin to the console: it stays the longest the spec allows (7 s, docs/product.md "Limits").
  return { ...destructive(SOME_GENERATIONS_FAILED, `Failed for ${failedIdeas} ideas. Check console for details.`), duration: TOAST_DURATION.long };
}

/** 'Check console for details': each failed document, for the admin who opens the console. */
export function logGenerationFailures(result: JobResult): void {
  if (result.kind !== 'generate-documents' || result.failed.length === 0) return;
  console.error('Document generation failed:', result.failed);
}

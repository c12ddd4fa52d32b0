import { DOCUMENT_TYPE_NAMES } from '@app/domain/ideas/idea-enumerations';
import { TOAST_DURATION, type ToastOptions } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import type { PublishResults, UnpublishResults } from '../types';
import { InvalidResponseError } from '../../../lib/invalid-response';
import type { CreatedIdea } from './created-idea';

// The Ideas section's toasts (docs/product.md "Admin: Ideas"): failures are destructive, with the server's message when
// it sent one, else the spec's text; successes and warnings are the spec's texts. The toaster shows one toast at a
// time, so a publish report is one toast: its title is the most pressing part, its description the rest.

const SUCCEEDED = { variant: 'success', duration: TOAST_DURATION.default } as const;
// A report names ideas to fix: it stays the longest the spec allows (7 s, docs/product.md "Limits"), and can be closed
// sooner.
const WARNED = { variant: 'warning', duration: TOAST_DURATION.long } as const;

export const INVALID_IDEA_DATA = 'Invalid idea data';
export const IDEAS_LOAD_FAILED = 'Failed to load ideas';
export const DOCUMENTS_FETCH_FAILED = 'Failed to fetch documents';
export const MISSING_DOCUMENTS = 'Some ideas are missing required documents';
export const NOT_PUBLISHED = 'Some ideas were not published';

const failure =
  (title: string, fallback: string) =>
  (error: unknown): ToastOptions => ({
    variant: 'destructive',
    title,
    duration: TOAST_DURATION.default,
    description: serverMessage(error) ?? (error instanceof InvalidResponseError ? error.message : fallback),
  });
const success = (title: string): ToastOptions => ({ ...SUCCEEDED, title });

export const ideasLoadFailed = failure('Error', IDEAS_LOAD_FAILED);
export const publishFailed = failure('Publishing Failed', 'Failed to publish ideas');
export const unpublishFailed = failure('Unpublishing Failed', 'Failed to unpublish ideas');
export const typeUpdateFailed = failure('Error updating stamp or idea type', 'Failed to update idea');
export const stampUpdateFailed = failure('Error updating stamp or idea type', 'Failed to update stamp');
export const autoDeleteFailed = failure('Error updating auto-delete status', 'An error occurred');
export const ideaDeleteFailed = failure('Error', 'Failed to delete idea');
// The detail dialog's 'Save Changes' (docs/product.md "Admin: Ideas", "Creating and editing"): the spec pairs the
// button with 'Changes saved successfully' and 'Failed to save changes'; the idea page's own form says 'Idea updated'.
export const changesSaveFailed = failure('Failed to update idea', 'Failed to save changes');
export const documentUpdateFailed = failure('Error', 'Failed to update document');
export const ideaCreateFailed = failure('Failed to create idea', 'Failed to create idea');
export const trendCreateFailed = failure('Error', 'Failed to create trend');

export const invalidIdeaData = (): ToastOptions => ({ variant: 'destructive', title: 'Error', description: INVALID_IDEA_DATA, duration: TOAST_DURATION.default });
export const validationError = (description: string): ToastOptions => ({ variant: 'destructive', title: 'Validation Error', description, duration: TOAST_DURATION.default });

export const typeUpdated = (type: string) => success(`Idea type updated to ${type}`);
export const stampUpdated = () => success('Stamp updated successfully');
export const autoDeleteUpdated = () => success('Auto-delete status updated successfully');
export const ideaDeleted = () => success('Idea deleted successfully');
export const changesSaved = () => success('Changes saved successfully');
export const documentUpdated = () => success('Document updated successfully');
const IDEA_CREATED = 'Idea created successfully';
/** The idea is created either way; a publish asked for with it and refused is reported in the same toast. */
export function ideaCreated({ refusedPublish }: CreatedIdea): ToastOptions {
  if (!refusedPublish) return success(IDEA_CREATED);
  const report = publishReport(refusedPublish);
  return { ...report, description: `${IDEA_CREATED}. ${report.description ?? ''}`.trim() };
}
export const trendCreated = () => success('Trend created successfully');

const publishedText = (count: number) => `${count} idea(s) published successfully`;

/** What a bulk publish did, as one toast (docs/product.md "Admin: Ideas"). */
export function publishReport(results: PublishResults): ToastOptions {
  const published = results.published.length;
  const missing = results.incompleteDetails.map(
    ({ ideaId, missingDocuments }) => `#${ideaId}: ${missingDocuments.map((type) => DOCUMENT_TYPE_NAMES[type] ?? type).join(', ')}`,
  );
  const reasons = results.reasons.map(({ ideaId, reason }) => `#${ideaId}: ${reason}`);
  if (missing.length === 0 && reasons.length === 0) return success(publishedText(published));
  const parts = [
    ...(published > 0 ? [`${publishedText(published)}.`] : []),
    ...(missing.length > 0 ? [`Missing documents: ${missing.join('; ')}.`] : []),
    ...(reasons.length > 0 ? [`${missing.length > 0 ? `${NOT_PUBLISHED}: ` : ''}${reasons.join('; ')}.`] : []),
  ];
  return { ...WARNED, title: missing.length > 0 ? MISSING_DOCUMENTS : NOT_PUBLISHED, description: parts.join(' ') };
}

export function unpublishReport(results: UnpublishResults): ToastOptions {
  return success(`${results.unpublished.length} idea(s) unpublished successfully`);
}

/** docs/product.md "Admin: Ideas": a trend cannot be saved without its type. */
export const trendTypeRequired = (): ToastOptions => ({
  variant: 'destructive',
  title: 'Trend type is required',
  description: 'Please select a trend type before saving',
  duration: TOAST_DURATION.default,
});

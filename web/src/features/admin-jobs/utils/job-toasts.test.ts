import { NO_DISTINCT_IDEA_LEFT, type GenerateDocumentsResult, type GenerateIdeasResult } from '@app/domain/jobs/job-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { generateDocumentsFailed, generateIdeasFailed, jobOutcomeToast, logGenerationFailures, noIdeasSelected, trendCreateFailed } from './job-toasts';

// docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs": the texts of the generation outcomes and failures.

const ideas = (count: number, linked: number, skipped: number): GenerateIdeasResult => ({
  kind: 'generate-ideas',
  ideas: Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Idea ${index + 1}`, type: 'FREE' as const })),
  links: Array.from({ length: linked }, (_, index) => ({ trendId: 3, ideaId: index + 1, createdAt: '2025-03-01T10:00:00.000Z' })),
  skipped: Array.from({ length: skipped }, (_, index) => linked + index + 1),
  failed: [],
});

const documents = (failed: GenerateDocumentsResult['failed']): GenerateDocumentsResult => ({
  kind: 'generate-documents',
  successful: [{ ideaId: 1, type: 'PRD', documentId: 10 }],
  failed,
});

describe('jobOutcomeToast', () => {
  it("counts a batch's ideas, links and skips", () => {
    expect(jobOutcomeToast(ideas(8, 5, 3))).toMatchObject({ variant: 'success', title: 'Generated 8 ideas. Linked: 5, Skipped: 3' });
    expect(jobOutcomeToast(ideas(2, 0, 0)).title).toBe('Generated 2 ideas. Linked: 0, Skipped: 0');
  });

  it('warns of the ideas a batch did not write, each reason once, under the same title', () => {
    const failed = [...Array.from({ length: 3 }, () => ({ type: 'FREE' as const, reason: NO_DISTINCT_IDEA_LEFT })), { type: 'PREMIUM' as const, reason: 'AI timeout' }];
    expect(jobOutcomeToast({ ...ideas(5, 0, 0), failed })).toMatchObject({
      variant: 'warning',
      title: 'Generated 5 ideas. Linked: 0, Skipped: 0',
      description: `4 not written. ${NO_DISTINCT_IDEA_LEFT}. AI timeout.`,
      duration: 7_000,
    });
    expect(jobOutcomeToast({ ...ideas(1, 0, 0), failed: failed.slice(0, 1) }, true).description).toBe(`Generated 1 ideas. Linked: 0, Skipped: 0. 1 not written. ${NO_DISTINCT_IDEA_LEFT}.`);
  });

  it("says 'Generation Complete' when no document failed", () => {
    expect(jobOutcomeToast(documents([]))).toMatchObject({ variant: 'success', title: 'Generation Complete' });
  });

  it('counts the ideas with a failed document, not the documents', () => {
    const toast = jobOutcomeToast(
      documents([
        { ideaId: 4, type: 'PRD', reason: 'AI timeout' },
        { ideaId: 4, type: 'GTM', reason: 'AI timeout' },
        { ideaId: 9, type: 'PRD', reason: 'Idea not found' },
      ]),
    );
    expect(toast).toMatchObject({ variant: 'destructive', title: 'Some generations failed', description: 'Failed for 2 ideas. Check console for details.' });
  });

  it('says a cancelled job was cancelled, with what it made before', () => {
    expect(jobOutcomeToast(ideas(3, 0, 0), true)).toMatchObject({ title: 'Job cancelled', description: 'Generated 3 ideas. Linked: 0, Skipped: 0' });
    expect(jobOutcomeToast(documents([]), true)).toMatchObject({ title: 'Job cancelled', description: '1 document(s) generated.' });
  });
});

describe('logGenerationFailures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the failed documents to the console, and nothing when none failed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logGenerationFailures(documents([]));
    logGenerationFailures(ideas(1, 0, 0));
    expect(error).not.toHaveBeenCalled();
    const failed = [{ ideaId: 4, type: 'PRD' as const, reason: 'AI timeout' }];
    logGenerationFailures(documents(failed));
    expect(error).toHaveBeenCalledWith('Document generation failed:', failed);
  });
});

describe('the failure toasts', () => {
  it("show the server's message when it sent one, else the spec's", () => {
    expect(generateIdeasFailed(new ApiError('Trend not found', 404, { message: 'Trend not found' }))).toMatchObject({
      variant: 'destructive',
      title: 'Failed to generate ideas',
      description: 'Trend not found',
    });
    expect(generateIdeasFailed(new ApiError('Server error: 500', 500))).toMatchObject({ description: 'Failed to generate ideas batch' });
    expect(generateIdeasFailed(new InvalidResponseError()).description).toBe('Invalid response format from server');
    expect(generateDocumentsFailed(new TypeError('Failed to fetch'))).toMatchObject({ variant: 'destructive', title: 'Generation Failed' });
    expect(trendCreateFailed(new ApiError('Server error: 502', 502))).toMatchObject({ title: 'Error', description: 'Failed to create trend' });
  });

  it('asks for a selection', () => {
    expect(noIdeasSelected()).toMatchObject({ variant: 'destructive', description: 'Please select at least one idea to generate documents' });
  });
});

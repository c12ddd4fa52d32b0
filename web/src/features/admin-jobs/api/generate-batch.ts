import { useMutation } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useFollowJobAnswer } from '../hooks/use-job-answers';
import type { BatchRequest } from '../utils/batch-settings';
import { generationAnswer, jobAnswerOf, type JobAnswer } from '../utils/job-answer';
import { generateIdeasFailed } from '../utils/job-toasts';

// POST /api/admin/ideas/generate-batch { freeCount, premiumCount, batchNumber, categories, trendId, stamp }
// (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs") → 200 { kind: 'generate-ideas', ideas, links, skipped,
// jobId } when the batch finished within the request, else 202 { jobId, status: 'running', statusUrl }.

export async function generateBatch(request: BatchRequest): Promise<JobAnswer> {
  return jobAnswerOf(await apiAnswer(generationAnswer(adminAiApi.generateBatch), '/api/admin/ideas/generate-batch', { method: 'POST', body: request }));
}

/** Failure: 'Failed to generate ideas' with the server's message, else 'Failed to generate ideas batch'. */
export function useGenerateBatch() {
  return useMutation({ mutationFn: generateBatch, onSuccess: useFollowJobAnswer(), onError: useFailureToast(generateIdeasFailed) });
}

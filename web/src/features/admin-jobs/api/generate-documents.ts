import type { GenerateDocumentsInput } from '@app/domain/jobs/schemas';
import { useMutation } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { useFailureToast } from '../hooks/use-failure-toast';
import { useFollowJobAnswer } from '../hooks/use-job-answers';
import { generationAnswer, jobAnswerOf, type JobAnswer } from '../utils/job-answer';
import { generateDocumentsFailed } from '../utils/job-toasts';

// POST /api/admin/documents/generate { ideaIds, type, generateAll } (docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs") → 200 { kind: 'generate-documents', successful, failed, jobId } when every document was written within
// the request, else 202 as generate-batch.

export async function generateDocuments(request: GenerateDocumentsInput): Promise<JobAnswer> {
  return jobAnswerOf(await apiAnswer(generationAnswer(adminAiApi.generateDocuments), '/api/admin/documents/generate', { method: 'POST', body: request }));
}

/** Failure of the call itself: 'Generation Failed'. */
export function useGenerateDocuments() {
  return useMutation({ mutationFn: generateDocuments, onSuccess: useFollowJobAnswer(), onError: useFailureToast(generateDocumentsFailed) });
}

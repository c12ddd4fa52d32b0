import { MONTHLY_DOCUMENT_IDEA_LIMIT } from '@app/domain/workspace/limits';
import type { DocumentStats } from '@app/domain/workspace/workspace-view';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/users/document-stats → { uniqueIdeasWithDocs, limit } for this UTC month (docs/product.md "Documents and
// downloads").

// docs/product.md "Documents and downloads": the limit is 100 when the server gives none.
const statsAnswer = workspaceApi.documentStats.responses[200].extend({ limit: z.number().default(MONTHLY_DOCUMENT_IDEA_LIMIT) });

export async function getDocumentStats(signal?: AbortSignal): Promise<DocumentStats> {
  return apiAnswer(statsAnswer, '/api/users/document-stats', { signal });
}

export const documentStatsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.documentStats(),
    queryFn: ({ signal }) => getDocumentStats(signal),
  });

export function useDocumentStats() {
  return useQuery(documentStatsQueryOptions());
}

import type { UserStats } from '@app/domain/workspace/workspace-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/users/stats → { totalUGC }: the ideas the member generated this UTC month (docs/product.md "Workspace and AI
// generation"). The idea-generation dialog shows it and checks the monthly cap against it; a failure is ignored
// (docs/product.md "Workspace and AI generation").

export async function getUserStats(signal?: AbortSignal): Promise<UserStats> {
  return apiAnswer(workspaceApi.userStats.responses[200], '/api/users/stats', { signal });
}

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.userStats(),
    queryFn: ({ signal }) => getUserStats(signal),
  });

export function useUserStats(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userStatsQueryOptions(), enabled: options.enabled ?? true });
}

import { analyticsApi, type Insights } from '@app/domain/analytics/analytics-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { workspaceKeys } from './workspace-keys';

// GET /api/workspace/insights (verified PREMIUM and up) → { saved, shared }: the member's saved ideas with their score,
// 30-day momentum and what changed since they saved them; the ideas they shared with their views and saves per day
// (docs/product.md "Analytics").

export async function getInsights(signal?: AbortSignal): Promise<Insights> {
  return apiAnswer(analyticsApi.insights.responses[200], '/api/workspace/insights', { signal });
}

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.insights(),
    queryFn: ({ signal }) => getInsights(signal),
  });

/** Only asked for a member the server lets read it: anyone else sees the upgrade offer instead. */
export function useInsights(options: { enabled: boolean }) {
  return useQuery({ ...insightsQueryOptions(), enabled: options.enabled });
}

import { TREND_TYPES, type TrendType } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trendsApi } from '@app/domain/trends/trends-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminJobsKeys } from './admin-jobs-keys';

// GET /api/trends?type={type} → { trends } (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): the existing
// trends a batch can be linked to. A failure ('Failed to fetch trends') is silently swallowed (docs/product.md "Admin:
// AI jobs, Batch-Runs and Batch-Docs"): the choice lists no trends, and a new one can still be described.

export interface TrendChoice {
  id: number;
  title: string;
}

export async function getTrendsByType(type: TrendType, signal?: AbortSignal): Promise<TrendChoice[]> {
  const { trends } = await apiAnswer(trendsApi.list.responses[200], `/api/trends?type=${encodeURIComponent(type)}`, { signal });
  return trends.filter((trend) => trend.type === type).map(({ id, title }) => ({ id, title }));
}

export const trendsByTypeQueryOptions = (type: TrendType) =>
  queryOptions({ queryKey: adminJobsKeys.trends(type), queryFn: ({ signal }) => getTrendsByType(type, signal) });

/** Reads nothing while no trend type is chosen. */
export function useTrendsByType(type: string) {
  const trendType = TREND_TYPES.find((candidate) => candidate === type);
  return useQuery({ ...trendsByTypeQueryOptions(trendType ?? 'RFI'), enabled: trendType !== undefined });
}

import { TREND_TYPES, type TrendType } from '@app/domain/trends/trend-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';
import { adminJobsKeys } from './admin-jobs-keys';

// GET /api/trends?type={type} → { trends } (spec 001 §7): the existing trends a batch can be linked to. A failure
// ('Failed to fetch trends') is silently swallowed (spec 001 §8): the choice lists no trends, and a new one can
// still be described.

export interface TrendChoice {
  id: number;
  title: string;
}

export async function getTrendsByType(type: TrendType, signal?: AbortSignal): Promise<TrendChoice[]> {
  const body = await apiRequest<unknown>(`/api/trends?type=${encodeURIComponent(type)}`, { signal });
  if (!isRecord(body) || !Array.isArray(body.trends)) throw new InvalidResponseError();
  return body.trends.flatMap((trend) =>
    isRecord(trend) && typeof trend.id === 'number' && typeof trend.title === 'string' && trend.type === type ? [{ id: trend.id, title: trend.title }] : [],
  );
}

export const trendsByTypeQueryOptions = (type: TrendType) =>
  queryOptions({ queryKey: adminJobsKeys.trends(type), queryFn: ({ signal }) => getTrendsByType(type, signal) });

/** Reads nothing while no trend type is chosen. */
export function useTrendsByType(type: string) {
  const trendType = TREND_TYPES.find((candidate) => candidate === type);
  return useQuery({ ...trendsByTypeQueryOptions(trendType ?? 'RFI'), enabled: trendType !== undefined });
}

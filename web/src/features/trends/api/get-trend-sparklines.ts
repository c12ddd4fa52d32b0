import { DEFAULT_MOMENTUM_DAYS, momentumApi } from '@app/domain/momentum/momentum-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { trendsKeys } from './trends-keys';

// GET /api/trends/sparklines → { sparklines: { [trendId]: number[] } } (docs/features.md "Momentum"; public): every
// live trend's ideas' daily activity over the last 30 days, oldest first, in one call for the whole list of cards.

/** Activity changes slowly: kept a minute. */
const SPARKLINES_STALE_MS = 60_000;
/** A trend none of whose ideas the viewer may see has no line in the answer: it draws flat. */
const FLAT: readonly number[] = new Array<number>(DEFAULT_MOMENTUM_DAYS).fill(0);

export async function getTrendSparklines(signal?: AbortSignal): Promise<Record<string, number[]>> {
  return (await apiAnswer(momentumApi.trendSparklines.responses[200], '/api/trends/sparklines', { signal })).sparklines;
}

export const trendSparklinesQueryOptions = () =>
  queryOptions({ queryKey: trendsKeys.sparklines(), queryFn: ({ signal }) => getTrendSparklines(signal), staleTime: SPARKLINES_STALE_MS });

/** The trend's line once the answer is in (every card shares the one call), else undefined. */
export function useTrendSparkline(trendId: number): readonly number[] | undefined {
  const { data } = useQuery(trendSparklinesQueryOptions());
  return data && (data[trendId] ?? FLAT);
}

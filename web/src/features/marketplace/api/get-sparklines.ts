import type { IdeaPage } from '@app/domain/ideas/idea-view';
import { momentumApi } from '@app/domain/momentum/momentum-api';
import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

// GET /api/ideas/sparklines?ids= → { sparklines: { [id]: 30 numbers }, trend } (docs/features.md "Momentum"): one
// call per loaded page of cards, never one per card. A page holds at most MAX_SPARKLINE_IDEAS ideas (100, the
// marketplace's page size).

/** Activity changes slowly: a page's sparklines are kept a minute. */
const SPARKLINES_STALE_MS = 60_000;

export async function getSparklines(ids: readonly number[], signal?: AbortSignal): Promise<Record<string, number[]>> {
  const query = new URLSearchParams({ ids: ids.join(',') }).toString();
  return (await apiAnswer(momentumApi.sparklines.responses[200], `/api/ideas/sparklines?${query}`, { signal })).sparklines;
}

const NO_SPARKLINES: ReadonlyMap<number, number[]> = new Map();

/** The sparklines of every loaded page, by idea id; a page whose call failed or is on its way has none yet. */
export function usePageSparklines(pages: readonly IdeaPage[]): ReadonlyMap<number, number[]> {
  return useQueries({
    queries: pages
      .map((page) => page.ideas.map((idea) => idea.id))
      .filter((ids) => ids.length > 0)
      .map((ids) => ({
        queryKey: ideaKeys.sparklines(ids),
        queryFn: ({ signal }: { signal: AbortSignal }) => getSparklines(ids, signal),
        staleTime: SPARKLINES_STALE_MS,
      })),
    // A stable function: the map is rebuilt only when an answer changed, so the memoised cards keep their props.
    combine: sparklineMap,
  });
}

export function sparklineMap(results: readonly Pick<QueryObserverResult<Record<string, number[]>>, 'data'>[]): ReadonlyMap<number, number[]> {
  if (results.every((result) => result.data === undefined)) return NO_SPARKLINES;
  const map = new Map<number, number[]>();
  for (const { data } of results) for (const [id, values] of Object.entries(data ?? {})) map.set(Number(id), values);
  return map;
}

import type { IdeaPage, IdeaCardView } from '@app/domain/ideas/idea-view';
import { useCallback, useMemo } from 'react';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useIdeas } from '../api/get-ideas';
import { useOneTrendIdeaIds } from '../api/get-one-trend-idea-ids';
import { usePageSparklines } from '../api/get-sparklines';
import { useTrendIdeaIds } from '../api/get-trend-idea-ids';
import { ideaViewer } from '../api/idea-keys';
import { ALL, type MarketplaceFilters } from '../utils/marketplace-filters';
import { loadedIdeas, totalOf } from '../utils/marketplace-pages';
import { ideaListQuery } from '../utils/marketplace-request';

export interface MarketplaceIdeas {
  ideas: IdeaCardView[];
  /** Each loaded card's 30-day sparkline, by idea id (one call per loaded page). */
  sparklines: ReadonlyMap<number, number[]>;
  /** pagination.counts.total; undefined until the first page is in. */
  total: number | undefined;
  /** Nothing to show yet (first page, or the trend ids it needs, on its way). */
  isPending: boolean;
  /** The list could not be read at all: the 'Error Loading Ideas' screen. */
  isError: boolean;
  /** A later page failed; what is loaded stays on screen. */
  isNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  retry: () => void;
}

/**
 * The marketplace's list for the filters: the idea ids of the chosen Trends type and trend first, then the pages and
 * their sparklines.
 */
export function useMarketplaceIdeas(filters: MarketplaceFilters): MarketplaceIdeas {
  const viewer = ideaViewer(useAuthUser()?.role);
  const trendType = filters.trendType === ALL ? null : filters.trendType;
  const typeIds = useTrendIdeaIds(trendType);
  const oneTrendIds = useOneTrendIdeaIds(filters.trendId);
  const idLists = [...(trendType ? [typeIds] : []), ...(filters.trendId !== null ? [oneTrendIds] : [])];
  const waitingForTrendIds = idLists.some((ids) => ids.data === undefined);
  const query = ideaListQuery(filters, idLists.length ? commonIds(idLists.map((ids) => ids.data ?? [])) : null);
  const pages = useIdeas(query, viewer, { enabled: !waitingForTrendIds });

  const ideas = useMemo(() => loadedIdeas(pages.data?.pages ?? []), [pages.data]);
  const sparklines = usePageSparklines(pages.data?.pages ?? NO_PAGES);
  const { fetchNextPage, refetch } = pages;
  const refetchTypeIds = typeIds.refetch;
  const refetchOneTrendIds = oneTrendIds.refetch;
  const trendIdsFailed = waitingForTrendIds && idLists.some((ids) => ids.isError);

  const loadNext = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => {
    if (trendIdsFailed) {
      if (trendType) void refetchTypeIds();
      if (filters.trendId !== null) void refetchOneTrendIds();
    } else if (pages.isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [trendIdsFailed, trendType, refetchTypeIds, filters.trendId, refetchOneTrendIds, pages.isFetchNextPageError, fetchNextPage, refetch]);

  return {
    ideas,
    sparklines,
    total: pages.data ? totalOf(pages.data.pages) : undefined,
    isPending: !trendIdsFailed && pages.isPending,
    isError: trendIdsFailed || (pages.isError && !pages.data),
    isNextPageError: pages.isFetchNextPageError,
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: loadNext,
    retry,
  };
}

const NO_PAGES: readonly IdeaPage[] = [];

/** The ids in every list (a Trends type and a trend chosen together narrow each other). */
export function commonIds(lists: readonly (readonly number[])[]): number[] {
  const [first = [], ...rest] = lists;
  const others = rest.map((list) => new Set(list));
  return first.filter((id) => others.every((list) => list.has(id)));
}

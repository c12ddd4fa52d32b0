import type { IdeaView } from '@app/domain/ideas/idea-view';
import { useCallback, useMemo } from 'react';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useIdeas } from '../api/get-ideas';
import { useTrendIdeaIds } from '../api/get-trend-idea-ids';
import { ideaViewer } from '../api/idea-keys';
import { ALL, type MarketplaceFilters } from '../utils/marketplace-filters';
import { loadedIdeas, totalOf } from '../utils/marketplace-pages';
import { ideaListQuery } from '../utils/marketplace-request';

export interface MarketplaceIdeas {
  ideas: IdeaView[];
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

/** The marketplace's list for the filters: the Trends type's idea ids first when one is chosen, then the pages. */
export function useMarketplaceIdeas(filters: MarketplaceFilters): MarketplaceIdeas {
  const viewer = ideaViewer(useAuthUser()?.role);
  const trendType = filters.trendType === ALL ? null : filters.trendType;
  const trendIds = useTrendIdeaIds(trendType);
  const waitingForTrendIds = trendType !== null && trendIds.data === undefined;
  const query = ideaListQuery(filters, trendType ? (trendIds.data ?? []) : null);
  const pages = useIdeas(query, viewer, { enabled: !waitingForTrendIds });

  const ideas = useMemo(() => loadedIdeas(pages.data?.pages ?? []), [pages.data]);
  const { fetchNextPage, refetch } = pages;
  const refetchTrendIds = trendIds.refetch;
  const trendIdsFailed = waitingForTrendIds && trendIds.isError;

  const loadNext = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => {
    if (trendIdsFailed) void refetchTrendIds();
    else if (pages.isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [trendIdsFailed, refetchTrendIds, pages.isFetchNextPageError, fetchNextPage, refetch]);

  return {
    ideas,
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

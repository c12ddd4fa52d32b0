import { useCallback } from 'react';
import { PRODUCT_NAME } from '../../../config/product';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useMarketplaceAutoArchive } from '../hooks/use-marketplace-auto-archive';
import { useMarketplaceCardActions } from '../hooks/use-marketplace-card-actions';
import { useMarketplaceFilters } from '../hooks/use-marketplace-filters';
import { useMarketplaceIdeas } from '../hooks/use-marketplace-ideas';
import { useSharedLink } from '../hooks/use-shared-link';
import { clearedFilters, hasActiveFilters } from '../utils/marketplace-filters';
import { useShareIdea } from '../utils/share-idea';
import type { WorkspaceActions } from '../utils/workspace-actions';
import { IdeaDialogs } from './idea-dialogs';
import { IdeaFilters } from './idea-filters';
import { IdeaGrid, IdeaGridSkeleton } from './idea-grid';
import { MarketplaceEmpty, MarketplaceError, MarketplaceNextPageError } from './marketplace-states';
import './marketplace.css';

/**
 * /marketplace (docs/product.md "Marketplace and idea detail"): search, filters and sort kept in the address, the
 * count, and the idea cards, loaded 100 at a time as the user scrolls. Shared links (?idea=&hash=) open the idea's
 * detail.
 */
export function MarketplacePage({ workspace }: { workspace: WorkspaceActions }) {
  const { filters, setFilters } = useMarketplaceFilters();
  const list = useMarketplaceIdeas(filters);
  const role = useAuthUser()?.role ?? null;
  const onAction = useMarketplaceCardActions(useShareIdea(), workspace.save);
  useMarketplaceAutoArchive(list.ideas);
  useSharedLink();

  const filtered = hasActiveFilters(filters);
  const clearAll = useCallback(() => setFilters(clearedFilters), [setFilters]);

  return (
    <section className="page container marketplace" aria-labelledby="marketplace-title">
      <title>{`Browse Ideas · ${PRODUCT_NAME}`}</title>
      <header className="marketplace__header">
        <h1 id="marketplace-title" className="page__title">
          Browse Ideas
        </h1>
        <p className="page__lead">Validated startup ideas with their market, model and competition. Find the one worth building.</p>
      </header>

      <IdeaFilters filters={filters} setFilters={setFilters} />

      <div className="marketplace__summary">
        <p className="marketplace__count" role="status" aria-live="polite">
          {list.total !== undefined && !list.isError ? `Showing ${list.ideas.length} / ${list.total}` : ''}
        </p>
        {filtered && (
          <button type="button" className="link-button" onClick={clearAll}>
            Clear all filters
          </button>
        )}
      </div>

      {/* The cards' titles are h3: this names their level for screen readers (headings in order). */}
      <h2 className="visually-hidden">Ideas found</h2>
      <div className="marketplace__results" aria-busy={list.isPending || list.isFetchingNextPage}>
        {list.isError ? (
          <MarketplaceError onRetry={list.retry} />
        ) : list.isPending ? (
          <IdeaGridSkeleton label="Loading ideas" rows={2} />
        ) : list.ideas.length === 0 ? (
          <MarketplaceEmpty canClear={filtered} onClear={clearAll} />
        ) : (
          <>
            <IdeaGrid
              ideas={list.ideas}
              sparklines={list.sparklines}
              total={list.total ?? list.ideas.length}
              role={role}
              onAction={onAction}
              loadMore={list.fetchNextPage}
              canLoadMore={list.hasNextPage && !list.isNextPageError}
              loadingMore={list.isFetchingNextPage}
            />
            {list.isNextPageError && !list.isFetchingNextPage && <MarketplaceNextPageError onRetry={list.retry} />}
          </>
        )}
      </div>

      <IdeaDialogs workspace={workspace} />
    </section>
  );
}

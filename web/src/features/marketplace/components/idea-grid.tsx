import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import type { Role } from '@app/domain/shared/roles';
import type { CSSProperties } from 'react';
import { useMarketplaceSentinel, useMarketplaceWindow } from '../hooks/use-marketplace-window';
import type { CardAction } from '../utils/marketplace-gates';
import { rowItems } from '../utils/marketplace-grid';
import { IdeaCard, IdeaCardSkeleton } from './idea-card';

interface IdeaGridProps {
  ideas: readonly IdeaCardView[];
  /** Each card's 30-day sparkline, by idea id. */
  sparklines: ReadonlyMap<number, number[]>;
  /** All ideas matching the filters (loaded or not), for screen readers' "n of total". */
  total: number;
  role: Role | null;
  onAction: (action: CardAction, idea: IdeaCardView) => void;
  /** Loads the next page when the end of the grid nears the viewport. */
  loadMore: () => void;
  canLoadMore: boolean;
  loadingMore: boolean;
}

/**
 * The windowed grid of idea cards: as tall as all loaded rows, with only the rows near the viewport in the DOM
 * (smooth however many pages are loaded), and a sentinel below it that loads the next page on approach.
 */
export function IdeaGrid({ ideas, sparklines, total, role, onAction, loadMore, canLoadMore, loadingMore }: IdeaGridProps) {
  const { gridRef, columns, virtualizer } = useMarketplaceWindow(ideas.length);
  const sentinelRef = useMarketplaceSentinel(loadMore, canLoadMore && !loadingMore);
  const gridStyle = { height: virtualizer.getTotalSize(), '--idea-columns': columns } as CSSProperties;

  return (
    <>
      <div ref={gridRef} className="idea-grid" role="list" aria-label="Ideas" style={gridStyle}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="idea-grid__row"
            role="presentation"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {rowItems(ideas, columns, row.index).map((idea, column) => (
              <div key={idea.id} role="listitem" aria-setsize={total} aria-posinset={row.index * columns + column + 1} className="idea-grid__cell">
                <IdeaCard idea={idea} sparkline={sparklines.get(idea.id)} role={role} onAction={onAction} />
              </div>
            ))}
          </div>
        ))}
      </div>
      <div ref={sentinelRef} className="idea-grid__sentinel" aria-hidden />
      {loadingMore && <IdeaGridSkeleton label="Loading more ideas" rows={1} columns={columns} />}
    </>
  );
}

/** Skeleton rows while ideas load, announced once by their label. */
export function IdeaGridSkeleton({ label, rows, columns }: { label: string; rows: number; columns?: number }) {
  const style = columns ? ({ '--idea-columns': columns } as CSSProperties) : undefined;
  return (
    <div className="idea-grid-skeleton" role="status" style={style}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows * (columns ?? 3) }, (_, index) => (
        <IdeaCardSkeleton key={index} />
      ))}
    </div>
  );
}

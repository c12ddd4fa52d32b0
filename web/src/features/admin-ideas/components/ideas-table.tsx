import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useLoadMore } from '../hooks/use-load-more';
import { RowActionsContext, useTableRowActions } from '../hooks/use-row-actions';
import { useIdeaSort, useIdeasViewActions, useSelectedIdeas } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import type { SortKey } from '../utils/idea-list-params';
import { IdeaTableRow } from './idea-table-row';
import { SelectCheckbox } from './select-checkbox';

/** Fixed, so the virtualiser knows every row's place without measuring it. */
const ROW_HEIGHT = 60;

const COLUMNS: { label: string; sort?: SortKey }[] = [
  { label: 'ID', sort: 'id' },
  { label: 'By', sort: 'source' },
  { label: 'Batch', sort: 'batch' },
  { label: 'Title', sort: 'title' },
  { label: 'Categories', sort: 'categories' },
  { label: 'Type', sort: 'type' },
  { label: 'Status', sort: 'status' },
  { label: 'Auto-Delete' },
  { label: 'Actions' },
];

interface IdeasTableProps {
  rows: AdminIdeaRow[];
  onView: (row: AdminIdeaRow) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The ideas table (docs/product.md "Admin: Ideas"): only the rows in view (and a few around them) are in the page, so
 * thousands of rows scroll smoothly; spacer rows above and below keep the scroll bar true. The table scrolls inside its
 * own box, sideways too on a narrow screen, under a header that stays in place.
 */
export function IdeasTable({ rows, onView, hasMore, loadingMore, loadMore }: IdeasTableProps) {
  const rowActions = useTableRowActions(onView);
  // State, not a ref: the body's virtualiser reads it in a layout effect, which runs before a parent's ref is set.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const more = useCallback(() => {
    if (hasMore && !loadingMore) loadMore();
  }, [hasMore, loadingMore, loadMore]);
  const sentinel = useLoadMore(scroller, hasMore && !loadingMore, more);

  return (
    <RowActionsContext value={rowActions}>
      <div className="ideas-table__scroller" ref={setScroller}>
        <table className="data-table ideas-table" aria-rowcount={rows.length + 1}>
          <thead>
            <IdeasTableHeader rows={rows} />
          </thead>
          <IdeasTableBody rows={rows} scroller={scroller} />
        </table>
        <div ref={sentinel} className="ideas-table__sentinel">
          {loadingMore && <Spinner size="small" label="Loading more ideas" />}
        </div>
      </div>
    </RowActionsContext>
  );
}

/**
 * The rows in view and a few around them, between two spacers. Its own component, as it re-renders at every scroll
 * step: the table around it (its mutations, its header) then does not.
 */
function IdeasTableBody({ rows, scroller }: { rows: AdminIdeaRow[]; scroller: HTMLDivElement | null }) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    // A few: every row in the page costs its share of each frame's style, layout and paint.
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody>
      {paddingTop > 0 && <tr className="ideas-table__spacer" style={{ height: paddingTop }} aria-hidden />}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? <IdeaTableRow key={row.id} row={row} rowIndex={item.index + 2} /> : null;
      })}
      {paddingBottom > 0 && <tr className="ideas-table__spacer" style={{ height: paddingBottom }} aria-hidden />}
    </tbody>
  );
}

/** Memoised: it re-renders only when the rows, sort or selection change. */
const IdeasTableHeader = memo(function IdeasTableHeader({ rows }: { rows: AdminIdeaRow[] }) {
  const sort = useIdeaSort();
  const selected = useSelectedIdeas();
  const { sortBy, toggleAll } = useIdeasViewActions();
  const selectedLoaded = rows.reduce((count, row) => count + (selected.has(row.id) ? 1 : 0), 0);
  return (
    <tr aria-rowindex={1}>
      <th scope="col" className="ideas-table__select">
        <SelectCheckbox
          label="Select all loaded ideas"
          checked={rows.length > 0 && selectedLoaded === rows.length}
          indeterminate={selectedLoaded > 0 && selectedLoaded < rows.length}
          disabled={rows.length === 0}
          onChange={() => toggleAll(rows.map((row) => row.id))}
        />
      </th>
      {COLUMNS.map(({ label, sort: key }) => {
        const active = key !== undefined && sort.key === key;
        return (
          <th
            key={label}
            scope="col"
            className={`ideas-table__col ideas-table__col--${label.toLowerCase().replace(/[^a-z]/g, '')}`}
            aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
          >
            {key ? (
              <button type="button" className="ideas-table__sort" onClick={() => sortBy(key)}>
                {label}
                <span aria-hidden className="ideas-table__sort-mark">
                  {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                </span>
              </button>
            ) : (
              label
            )}
          </th>
        );
      })}
    </tr>
  );
});

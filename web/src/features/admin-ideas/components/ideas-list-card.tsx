import { useMemo } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useIdeasList } from '../hooks/use-ideas-list';
import { useSelectedIdeas } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import { IDEAS_LOAD_FAILED } from '../utils/admin-ideas-toasts';
import { IdeasBulkActions } from './ideas-bulk-actions';
import { IdeasTable } from './ideas-table';

/** The list under the filters: the bulk buttons, the count, then the table, its spinner, empty text or error. */
export function IdeasListCard({ onView }: { onView: (row: AdminIdeaRow) => void }) {
  const { rows, total, list } = useIdeasList();
  const selectedIds = useSelectedIdeas();
  const selected = useMemo(() => rows.filter((row) => selectedIds.has(row.id)), [rows, selectedIds]);
  const { fetchNextPage } = list;
  const loadMore = useMemo(() => () => void fetchNextPage(), [fetchNextPage]);

  return (
    <section className="card ideas-list" aria-labelledby="ideas-list-title" aria-busy={list.isFetching}>
      <div className="ideas-list__header">
        <h2 id="ideas-list-title" className="card__title">
          Ideas
        </h2>
        {list.data && (
          <span className="ideas-list__count">
            {rows.length < total ? `${rows.length} of ${total} ideas loaded` : `${total} ${total === 1 ? 'idea' : 'ideas'}`}
          </span>
        )}
      </div>
      <IdeasBulkActions selected={selected} />
      {list.isPending ? (
        <div className="ideas-list__state">
          <Spinner size="large" label="Loading ideas" />
        </div>
      ) : list.isError ? (
        <div className="ideas-list__state" role="alert">
          <p>Error loading ideas: {list.error instanceof Error ? list.error.message : IDEAS_LOAD_FAILED}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="ideas-list__state">No ideas found</p>
      ) : (
        <IdeasTable rows={rows} hasMore={list.hasNextPage} loadingMore={list.isFetchingNextPage} loadMore={loadMore} onView={onView} />
      )}
    </section>
  );
}

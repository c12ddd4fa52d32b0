import { useCallback } from 'react';
import { DataCard } from '../../../components/ui/data-card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { useCountdownClock } from '../../../lib/countdown/use-countdown';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useActivity } from '../api/get-activity';
import { useActivityFilters } from '../hooks/use-activity-filters';
import { NO_ACTIVITY, activityFailedText } from '../utils/activity';
import { ActivityFiltersForm } from './activity-filters';
import { ActivityTable } from './activity-table';
import './admin-activity.css';

/**
 * The admin panel's Activity section (docs/product.md "Admin: History and activity"): the platform's changes, newest
 * first, filtered by actor, kind and event type (kept in the address), a page at a time. A failed read says why inline
 * with a retry, and a failed 'Load more' in a toast above the rows already read; a refused session goes to /login.
 */
export function ActivitySection() {
  const [filters, setFilters] = useActivityFilters();
  const activity = useActivity(filters);
  const now = useCountdownClock();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const announceFailure = useCallback(
    (error: unknown) => {
      if (!redirectIfSessionExpired(error)) toast({ title: activityFailedText(error), variant: 'destructive' });
    },
    [redirectIfSessionExpired],
  );
  const showActor = useCallback((actor: string) => setFilters({ actor }), [setFilters]);
  const list = {
    data: activity.data?.pages.flatMap((page) => page.entries),
    isPending: activity.isPending,
    isFetching: activity.isFetching,
    isError: activity.isError,
    error: activity.error,
    errorUpdatedAt: activity.errorUpdatedAt,
    refetch: activity.refetch,
  };

  return (
    <>
      {/* Keyed by the texts only: choosing a kind keeps the focus on its select. */}
      <ActivityFiltersForm key={`${filters.actor}\n${filters.type}`} filters={filters} onChange={setFilters} />
      <DataCard
        title="Changes"
        query={list}
        noun={['change shown', 'changes shown']}
        loadingLabel="Loading activity"
        emptyText={NO_ACTIVITY}
        failedText={activityFailedText(activity.error)}
        onFailure={announceFailure}
      >
        {(entries) => (
          <>
            <ActivityTable entries={entries} now={now} onActor={showActor} />
            {activity.hasNextPage && (
              <div className="activity-more">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={activity.isFetchingNextPage}
                  onClick={() => void activity.fetchNextPage()}
                >
                  {activity.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </button>
              </div>
            )}
          </>
        )}
      </DataCard>
    </>
  );
}

import { useCallback, useSyncExternalStore } from 'react';
import { DataCard } from '../../../components/ui/data-card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { createClock } from '../../../lib/countdown/countdown-clock';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useProjections } from '../api/get-projections';
import { NO_PROJECTIONS, PROJECTIONS_FAILED, groupProjections } from '../utils/projections';
import './admin-projections.css';
import { ProjectionCard } from './projection-card';

// One clock for every heartbeat on the page: their ages move together, once a second, with one interval.
const heartbeatClock = createClock(1_000);
const useNow = () => useSyncExternalStore(heartbeatClock.subscribe, heartbeatClock.now, heartbeatClock.now);

/**
 * The admin panel's Projections section (docs/product.md "Admin: Projections"): each read model's generations with
 * position, lag, runner and error, a bar while one builds, and Rebuild. Read every second while a generation builds,
 * every 5 s otherwise. A failed read is a toast and says so inline, with a retry, over the last figures read; a refused
 * session goes to /login.
 */
export function ProjectionsSection() {
  const projections = useProjections();
  const now = useNow();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const announceFailure = useCallback(
    (error: unknown) => {
      if (!redirectIfSessionExpired(error)) toast({ title: PROJECTIONS_FAILED, variant: 'destructive' });
    },
    [redirectIfSessionExpired],
  );
  const list = {
    data: projections.data && groupProjections(projections.data),
    isPending: projections.isPending,
    isFetching: projections.isFetching,
    isError: projections.isError,
    error: projections.error,
    errorUpdatedAt: projections.errorUpdatedAt,
    refetch: projections.refetch,
  };

  return (
    <DataCard
      title="Read models"
      query={list}
      noun={['projection', 'projections']}
      loadingLabel="Loading projections"
      emptyText={NO_PROJECTIONS}
      failedText={PROJECTIONS_FAILED}
      onFailure={announceFailure}
    >
      {(items) => (
        <ul className="projections">
          {items.map((projection) => (
            <ProjectionCard key={projection.name} projection={projection} now={now} />
          ))}
        </ul>
      )}
    </DataCard>
  );
}

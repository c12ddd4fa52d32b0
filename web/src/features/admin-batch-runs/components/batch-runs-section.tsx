import { useCallback } from 'react';
import { CostCards } from '../../../components/ui/cost-cards';
import { DataCard } from '../../../components/ui/data-card';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useBatchRuns } from '../api/get-batch-runs';
import { BATCH_RUNS_FETCH_FAILED, NO_BATCH_RUNS, batchRunsFetchFailed } from '../utils/batch-runs';
import './admin-batch-runs.css';
import { BatchRunsTable } from './batch-runs-table';

/**
 * The admin panel's Batch-Runs section (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): three cost cards
 * over every run, then the runs, newest first. A failed read is a toast and says so inline, with a retry; a refused
 * session goes to /login.
 */
export function BatchRunsSection() {
  const runs = useBatchRuns();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const announceFailure = useCallback(
    (error: unknown) => {
      if (!redirectIfSessionExpired(error)) toast(batchRunsFetchFailed(error));
    },
    [redirectIfSessionExpired],
  );
  return (
    <>
      {runs.data && <CostCards rows={runs.data} label="Cost of all batch runs" />}
      <DataCard
        title="Batch runs"
        query={runs}
        noun={['batch run', 'batch runs']}
        loadingLabel="Loading batch runs"
        emptyText={NO_BATCH_RUNS}
        failedText={BATCH_RUNS_FETCH_FAILED}
        onFailure={announceFailure}
      >
        {(list) => <BatchRunsTable runs={list} />}
      </DataCard>
    </>
  );
}

import { CostCards } from '../../../components/ui/cost-cards';
import { DataCard } from '../../../components/ui/data-card';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useBatchDocs } from '../api/get-batch-docs';
import { NO_BATCH_DOCS, loadFailedText } from '../utils/batch-docs';
import './admin-batch-docs.css';
import { BatchDocsTable } from './batch-docs-table';

/**
 * The admin panel's Batch-Docs section (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): cost cards over
 * every idea's document generation, then one row per idea with each document's latency and tokens. A failed read says
 * why inline, with a retry; a refused session goes to /login.
 */
export function BatchDocsSection() {
  const docs = useBatchDocs();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return (
    <>
      {docs.data && <CostCards rows={docs.data} label="Cost of all document generations" />}
      <DataCard
        title="Batch docs"
        query={docs}
        noun={['idea', 'ideas']}
        loadingLabel="Loading batch docs"
        emptyText={NO_BATCH_DOCS}
        failedText={loadFailedText(docs.error)}
        onFailure={redirectIfSessionExpired}
      >
        {(list) => <BatchDocsTable rows={list} />}
      </DataCard>
    </>
  );
}

import type { AdminIdeaRow } from '@app/domain/ideas/admin-idea-view';
import type { QualityControlIdea } from '@app/domain/quality-control/quality-control-view';
import { useState, type ReactNode } from 'react';
import { DataCard } from '../../../components/ui/data-card';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useQualityControl } from '../api/get-quality-control';
import { useQualityControlFilters } from '../stores/quality-control-filters-store';
import { NO_EXACT_DUPLICATES, NO_SIMILAR_IDEAS, SIMILAR_IDEAS_TITLE, adminIdeaRowOf, loadFailedText } from '../utils/quality-control';
import './admin-quality-control.css';
import { ExactDuplicatesTable } from './exact-duplicates-table';
import { ReportFilters } from './report-filters';
import { SimilarIdeasTable } from './similar-ideas-table';

interface QualityControlSectionProps {
  /** The filters' choices: the platform's categories and batch numbers. */
  categories: readonly string[];
  batches: readonly number[];
  /** The idea detail dialog (the Ideas section's), open on the idea until `close`. */
  ideaDetail: (idea: AdminIdeaRow, close: () => void) => ReactNode;
}

/**
 * The admin panel's Quality Control section (docs/product.md "Admin: Quality Control"): the category and batch filters,
 * the exact duplicates (view, delete) and the ideas at least 75% similar (view). One report feeds both tables; a failed
 * read says why in each, with a retry; a refused session goes to /login.
 */
export function QualityControlSection({ categories, batches, ideaDetail }: QualityControlSectionProps) {
  const filters = useQualityControlFilters();
  const report = useQualityControl(filters);
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const [viewing, setViewing] = useState<QualityControlIdea | null>(null);
  // Each table starts from its first rows again for another report.
  const reportKey = JSON.stringify(filters);
  const failedText = loadFailedText(report.error);
  const tableOf = <Item,>(data: Item[] | undefined) => ({
    data,
    isPending: report.isPending,
    isFetching: report.isFetching,
    isError: report.isError,
    error: report.error,
    errorUpdatedAt: report.errorUpdatedAt,
    refetch: report.refetch,
  });

  return (
    <>
      <ReportFilters categories={categories} batches={batches} filters={filters} />
      <DataCard
        title="Exact Duplicates"
        query={tableOf(report.data?.exactDuplicates)}
        noun={['group', 'groups']}
        loadingLabel="Loading exact duplicates"
        emptyText={NO_EXACT_DUPLICATES}
        failedText={failedText}
        // One read behind both tables: the first one answers for a refused session.
        onFailure={redirectIfSessionExpired}
      >
        {(groups) => <ExactDuplicatesTable key={reportKey} groups={groups} onView={setViewing} />}
      </DataCard>
      <DataCard
        title={SIMILAR_IDEAS_TITLE}
        query={tableOf(report.data?.similarIdeas)}
        noun={['pair', 'pairs']}
        loadingLabel="Loading similar ideas"
        emptyText={NO_SIMILAR_IDEAS}
        failedText={failedText}
      >
        {(pairs) => <SimilarIdeasTable key={reportKey} pairs={pairs} onView={setViewing} />}
      </DataCard>
      {viewing && ideaDetail(adminIdeaRowOf(viewing), () => setViewing(null))}
    </>
  );
}

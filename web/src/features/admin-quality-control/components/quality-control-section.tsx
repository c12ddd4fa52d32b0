import type { AdminIdeaRow } from '@app/domain/ideas/admin-idea-view';
import type { QualityControlIdea } from '@app/domain/quality-control/quality-control-view';
import { useState, type ReactNode } from 'react';
import { DataCard } from '../../../components/ui/data-card';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useQualityControlList } from '../api/get-quality-control';
import { useQualityControlFilters } from '../stores/quality-control-filters-store';
import { NO_EXACT_DUPLICATES, NO_SIMILAR_IDEAS, SIMILAR_IDEAS_TITLE, adminIdeaRowOf, loadFailedText } from '../utils/quality-control';
import './admin-quality-control.css';
import { ExactDuplicatesTable } from './exact-duplicates-table';
import { ReportFilters } from './report-filters';
import { ShowMoreRows } from './show-more-rows';
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
 * the exact duplicates (view, delete) and the ideas at least 75% similar (view), each list read a page at a time with
 * its whole count; a failed read says why, with a retry; a refused session goes to /login.
 */
export function QualityControlSection({ categories, batches, ideaDetail }: QualityControlSectionProps) {
  const filters = useQualityControlFilters();
  const groups = useQualityControlList('groups', filters);
  const pairs = useQualityControlList('pairs', filters);
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const [viewing, setViewing] = useState<QualityControlIdea | null>(null);
  const groupItems = groups.data?.pages.flatMap((page) => page.exactDuplicates);
  const pairItems = pairs.data?.pages.flatMap((page) => page.similarIdeas);
  const lastGroups = groups.data?.pages.at(-1);
  const lastPairs = pairs.data?.pages.at(-1);

  return (
    <>
      <ReportFilters categories={categories} batches={batches} filters={filters} />
      <DataCard
        title="Exact Duplicates"
        query={{ ...groups, data: groupItems }}
        noun={['group', 'groups']}
        total={lastGroups?.exactDuplicatesTotal}
        loadingLabel="Loading exact duplicates"
        emptyText={NO_EXACT_DUPLICATES}
        failedText={loadFailedText(groups.error)}
        // Both lists are read with the same session: the first one answers for a refused session.
        onFailure={redirectIfSessionExpired}
      >
        {(items) => (
          <>
            <ExactDuplicatesTable groups={items} onView={setViewing} />
            <ShowMoreRows shown={items.length} total={lastGroups?.exactDuplicatesTotal ?? items.length} noun="groups" list={groups} />
          </>
        )}
      </DataCard>
      <DataCard
        title={SIMILAR_IDEAS_TITLE}
        query={{ ...pairs, data: pairItems }}
        noun={['pair', 'pairs']}
        total={lastPairs?.similarIdeasTotal}
        loadingLabel="Loading similar ideas"
        emptyText={NO_SIMILAR_IDEAS}
        failedText={loadFailedText(pairs.error)}
      >
        {(items) => (
          <>
            <SimilarIdeasTable pairs={items} onView={setViewing} />
            <ShowMoreRows shown={items.length} total={lastPairs?.similarIdeasTotal ?? items.length} noun="pairs" list={pairs} />
          </>
        )}
      </DataCard>
      {viewing && ideaDetail(adminIdeaRowOf(viewing), () => setViewing(null))}
    </>
  );
}

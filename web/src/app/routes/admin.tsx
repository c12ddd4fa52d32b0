import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { ActivitySection } from '../../features/admin-activity/components/activity-section';
import { AnalyticsSection } from '../../features/admin-analytics/components/analytics-section';
import { AdminShell } from '../../features/admin-panel/components/admin-shell';
import { useAdminSection } from '../../features/admin-panel/hooks/use-admin-section';
import type { AdminSectionId } from '../../features/admin-panel/utils/admin-sections';
import { BatchDocsSection } from '../../features/admin-batch-docs/components/batch-docs-section';
import { BatchRunsSection } from '../../features/admin-batch-runs/components/batch-runs-section';
import { DeletedIdeasSection } from '../../features/admin-deleted-ideas/components/deleted-ideas-section';
import { IdeaHistory } from '../../features/admin-history/components/entity-history';
import { HistoryDrawerButton } from '../../features/admin-history/components/history-drawer';
import { useIdeaBatches, useIdeaCategories } from '../../features/admin-ideas/api/get-idea-filter-options';
import { IdeaDetailDialog } from '../../features/admin-ideas/components/idea-detail-dialog';
import { IdeasSection } from '../../features/admin-ideas/components/ideas-section';
import { IdeasAiOperations } from '../../features/admin-jobs/components/ideas-ai-operations';
import { RunningJobs } from '../../features/admin-jobs/components/running-jobs';
import { ProjectionsSection } from '../../features/admin-projections/components/projections-section';
import { PromptsSection } from '../../features/admin-prompts/components/prompts-section';
import { NewDraftOffer } from '../../features/admin-scoring/components/new-draft-offer';
import { ScoringSection } from '../../features/admin-scoring/components/scoring-section';
import { QualityControlSection } from '../../features/admin-quality-control/components/quality-control-section';
import { StudioApplicantsSection } from '../../features/admin-studio-applicants/components/studio-applicants-section';
import { UsersSection } from '../../features/admin-users/components/users-section';
import type { AdminIdeaRow } from '../../features/admin-ideas/types';
import type { AdminUser } from '../../features/admin-users/types';
import { useAuthStatus, useAuthUser } from '../../lib/session/auth-store';

// docs/product.md "Admin panel": exactly ADMIN; everyone else, signed out included, goes to /. Wait for the session
// check first, or a reload would bounce an admin off the page.
export function AdminRoute() {
  const status = useAuthStatus();
  const user = useAuthUser();
  if (status === 'verifying') return <FullScreenSpinner label="Checking your session" />;
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <AdminPanel email={user.email} />;
}

function AdminPanel({ email }: { email: string }) {
  const active = useAdminSection();
  return (
    <AdminShell active={active} email={email}>
      {sectionContent(active)}
    </AdminShell>
  );
}

// Each section is its own feature.
function sectionContent(id: AdminSectionId): ReactNode {
  switch (id) {
    case 'prompts':
      return <PromptsSection afterSave={<NewDraftOffer progress={<RunningJobs />} />} />;
    case 'users':
      return <UsersSection history={userHistory} />;
    case 'ideas':
      return (
        <IdeasSection
          operations={(selectedIds) => <IdeasAiOperations selectedIds={selectedIds} />}
          progress={<RunningJobs />}
          history={ideaHistory}
        />
      );
    case 'deleted-ideas':
      return <DeletedIdeasSection />;
    case 'batch-runs':
      return <BatchRunsSection />;
    case 'batch-docs':
      return <BatchDocsSection />;
    case 'quality-control':
      return <QualityControl />;
    case 'studio-applicants':
      return <StudioApplicantsSection />;
    case 'scoring':
      return <ScoringSection progress={<RunningJobs />} />;
    case 'activity':
      return <ActivitySection />;
    case 'projections':
      return <ProjectionsSection />;
    case 'analytics':
      return <AnalyticsSection />;
  }
}

/** An idea's history in its detail dialog: a platform idea's or a member's, by the row's source. */
const ideaHistory = (row: AdminIdeaRow) => <IdeaHistory source={row.source} id={row.id} />;

/** A Users row's History action: the account's history in a drawer. */
const userHistory = (user: AdminUser) => <HistoryDrawerButton kind="users" id={user.id} name={user.email ?? user.username ?? user.id} />;

/** Quality Control filters by the Ideas section's categories and batches, and opens its idea detail dialog. */
function QualityControl() {
  const categories = useIdeaCategories();
  const batches = useIdeaBatches();
  return (
    <QualityControlSection
      categories={categories.data ?? []}
      batches={batches.data ?? []}
      ideaDetail={(row, close) => <IdeaDetailDialog row={row} onClose={close} history={ideaHistory} />}
    />
  );
}

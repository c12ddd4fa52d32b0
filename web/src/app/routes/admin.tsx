import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { AdminShell } from '../../features/admin-panel/components/admin-shell';
import { SectionPlaceholder } from '../../features/admin-panel/components/section-placeholder';
import { useAdminSection } from '../../features/admin-panel/hooks/use-admin-section';
import { adminSection, type AdminSectionId } from '../../features/admin-panel/utils/admin-sections';
import { DeletedIdeasSection } from '../../features/admin-deleted-ideas/components/deleted-ideas-section';
import { IdeasSection } from '../../features/admin-ideas/components/ideas-section';
import { PromptsSection } from '../../features/admin-prompts/components/prompts-section';
import { StudioApplicantsSection } from '../../features/admin-studio-applicants/components/studio-applicants-section';
import { UsersSection } from '../../features/admin-users/components/users-section';
import { useAuthStatus, useAuthUser } from '../../lib/session/auth-store';

// Spec 001 §2: exactly ADMIN; everyone else, signed out included, goes to /. Wait for the session check first,
// or a reload would bounce an admin off the page.
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

// Each section is its own feature; a section without one yet shows a placeholder.
function sectionContent(id: AdminSectionId): ReactNode {
  switch (id) {
    case 'prompts':
      return <PromptsSection />;
    case 'users':
      return <UsersSection />;
    case 'ideas':
      return <IdeasSection />;
    case 'deleted-ideas':
      return <DeletedIdeasSection />;
    case 'studio-applicants':
      return <StudioApplicantsSection />;
    default:
      return <SectionPlaceholder section={adminSection(id)} />;
  }
}

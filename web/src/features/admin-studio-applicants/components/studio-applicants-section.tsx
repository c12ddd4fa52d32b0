import { DataCard } from '../../../components/ui/data-card';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useStudioApplicants } from '../api/get-studio-applicants';
import './admin-studio-applicants.css';
import { StudioApplicantsTable } from './studio-applicants-table';

/** docs/product.md "Builder Studio". */
export const NO_APPLICANTS = 'No Builder Studio applications yet';
export const APPLICANTS_LOAD_FAILED = 'Error loading Builder Studio applicants';

/**
 * The admin panel's Studio applicants section (docs/product.md "Builder Studio"): the Builder Studio applications,
 * newest first. A failed read says so inline, with a retry; a refused session goes to /login.
 */
export function StudioApplicantsSection() {
  const applicants = useStudioApplicants();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return (
    <DataCard
      title="Builder Studio applications"
      query={applicants}
      noun={['application', 'applications']}
      loadingLabel="Loading Builder Studio applicants"
      emptyText={NO_APPLICANTS}
      failedText={APPLICANTS_LOAD_FAILED}
      onFailure={redirectIfSessionExpired}
    >
      {(list) => <StudioApplicantsTable applicants={list} />}
    </DataCard>
  );
}

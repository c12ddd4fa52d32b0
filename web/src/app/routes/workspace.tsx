import { useEmailVerificationWarning } from '../../features/auth/hooks/use-email-verification-warning';
import { WorkspacePage } from '../../features/workspace/components/workspace-page';

export function WorkspaceRoute() {
  useEmailVerificationWarning('workspace');
  return <WorkspacePage />;
}

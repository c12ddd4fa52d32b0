import { useEmailVerificationWarning } from '../../features/auth/hooks/use-email-verification-warning';
import { PlaceholderPage } from './placeholder-page';

export function WorkspaceRoute() {
  useEmailVerificationWarning('workspace');
  return <PlaceholderPage title="Workspace" />;
}

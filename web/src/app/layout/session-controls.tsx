import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { RoleBadge } from '../../features/auth/components/role-badge';
import { useAuthStatus, useAuthUser } from '../../lib/session/auth-store';
import { AuthButtons } from './auth-buttons';

// Visitors who are not signed in never need the dropdown (and its positioning library), so it loads on demand.
const UserMenu = lazy(() => import('../../features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })));

// The right end of the bar: a spinner while the session is checked, then the role badge and user menu, or
// the sign-in buttons (which move into the mobile menu on small screens).
export function SessionControls() {
  const status = useAuthStatus();
  const user = useAuthUser();

  if (status === 'verifying') return <Spinner size="small" label="Checking your session" />;
  if (!user) {
    return (
      <div className="session-controls desktop-only">
        <AuthButtons />
      </div>
    );
  }
  return (
    <div className="session-controls">
      <span className="desktop-only">
        <RoleBadge role={user.role} />
      </span>
      <Suspense fallback={<Spinner size="small" />}>
        <UserMenu />
      </Suspense>
    </div>
  );
}

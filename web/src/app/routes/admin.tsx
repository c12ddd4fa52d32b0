import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { useAuthStatus, useAuthUser } from '../../features/auth/stores/auth-store';
import { PlaceholderPage } from './placeholder-page';

// Spec 001 §2: exactly ADMIN; everyone else, signed out included, goes to /. Wait for the session check first,
// or a reload would bounce an admin off the page.
export function AdminRoute() {
  const status = useAuthStatus();
  const user = useAuthUser();
  if (status === 'verifying') return <FullScreenSpinner label="Checking your session" />;
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <PlaceholderPage title="Admin Panel" />;
}

import { Navigate } from 'react-router';
import { BackButton } from '../../components/ui/back-button';
import { PRODUCT_NAME } from '../../config/product';
import { AccountSettings } from '../../features/auth/components/account-settings';
import { SubscriptionCard } from '../../features/payments/components/subscription-card';
import { useAuthUser } from '../../lib/session/auth-store';

// Signed-out visitors go home. The layout holds every page back while a stored session is verified, so a reload of
// /settings does not bounce a signed-in user.
export function SettingsRoute() {
  const user = useAuthUser();
  if (!user) return <Navigate to="/" replace />;
  return (
    <section className="page container settings">
      <title>{`Account Settings · ${PRODUCT_NAME}`}</title>
      <BackButton />
      <AccountSettings user={user} subscription={<SubscriptionCard />} />
    </section>
  );
}

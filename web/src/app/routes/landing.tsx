import { PRODUCT_NAME } from '../../config/product';
import { useEmailVerificationWarning } from '../../features/auth/hooks/use-email-verification-warning';
import { LandingPage } from '../../features/landing/components/landing-page';

// docs/product.md "Landing page"; a signed-in user whose email is unverified gets the persistent warning.
export function LandingRoute() {
  useEmailVerificationWarning('landing');
  return (
    <>
      <title>{`${PRODUCT_NAME}: From Idea to Launch`}</title>
      <LandingPage />
    </>
  );
}

import { PRODUCT_NAME } from '../../config/product';
import { TermsPage } from '../../features/terms/components/terms-page';

// Spec 001 §2: public.
export function TermsRoute() {
  return (
    <div className="page">
      <title>{`Terms of Service and Privacy Policy · ${PRODUCT_NAME}`}</title>
      <TermsPage />
    </div>
  );
}

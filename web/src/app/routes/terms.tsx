import { PRODUCT_NAME } from '../../config/product';
import { TermsPage } from '../../features/terms/components/terms-page';

// docs/product.md "Terms page": public.
export function TermsRoute() {
  return (
    <div className="page">
      <title>{`Terms of Service and Privacy Policy · ${PRODUCT_NAME}`}</title>
      <TermsPage />
    </div>
  );
}

import { PRODUCT_NAME } from '../../config/product';
import { BuilderStudioPage } from '../../features/builder-studio/components/builder-studio-page';

// Spec 001 §2: public.
export function BuilderStudioRoute() {
  return (
    <>
      <title>{`Builder Studio · ${PRODUCT_NAME}`}</title>
      <BuilderStudioPage />
    </>
  );
}

import { PRODUCT_NAME } from '../../config/product';
import { BuilderStudioPage } from '../../features/builder-studio/components/builder-studio-page';

// docs/product.md "Builder Studio": public.
export function BuilderStudioRoute() {
  return (
    <>
      <title>{`Builder Studio · ${PRODUCT_NAME}`}</title>
      <BuilderStudioPage />
    </>
  );
}

import { PRODUCT_NAME } from '../../config/product';
import { TrendsExplorer } from '../../features/trends/components/trends-explorer';

// docs/product.md "Trends": public.
export function ExplorationRoute() {
  return (
    <>
      <title>{`Trending Opportunities · ${PRODUCT_NAME}`}</title>
      <TrendsExplorer />
    </>
  );
}

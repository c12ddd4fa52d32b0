import { PRODUCT_NAME } from '../../config/product';
import { TrendsExplorer } from '../../features/trends/components/trends-explorer';

// Spec 000 §2 Trends list: public.
export function ExplorationRoute() {
  return (
    <>
      <title>{`Trending Opportunities · ${PRODUCT_NAME}`}</title>
      <TrendsExplorer />
    </>
  );
}

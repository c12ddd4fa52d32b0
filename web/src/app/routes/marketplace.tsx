import { MarketplacePage } from '../../features/ideas/components/marketplace-page';
import '../../styles/marketplace.css';

export function MarketplaceRoute() {
  return <MarketplacePage />;
}

import { PlaceholderPage } from './placeholder-page';

export function MarketplaceRoute() {
  return <PlaceholderPage title="Browse Ideas" />;
}

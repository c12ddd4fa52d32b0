import { PlaceholderPage } from './placeholder-page';

export function ExplorationRoute() {
  return <PlaceholderPage title="Trending Opportunities" />;
}

import { PlaceholderPage } from './placeholder-page';

export function BuilderStudioRoute() {
  return <PlaceholderPage title="Builder Studio" />;
}

import { PlaceholderPage } from './placeholder-page';

export function SettingsRoute() {
  return <PlaceholderPage title="Account Settings" />;
}

import { PlaceholderPage } from './placeholder-page';

export function WorkspaceRoute() {
  return <PlaceholderPage title="Workspace" />;
}

import { MarketplacePage } from '../../features/marketplace/components/marketplace-page';
import { useSaveIdea, useWorkspacePath } from '../../features/workspace/hooks/use-save-idea';

// The marketplace saves to the workspace and links into it; the route joins the two features.
export function MarketplaceRoute() {
  const save = useSaveIdea();
  const workspacePath = useWorkspacePath();
  return <MarketplacePage workspace={{ save, workspacePath }} />;
}

import type { WorkspaceCollections, WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { Tabs } from 'radix-ui';
import { DocumentsTab } from './documents-tab';
import { PowerUpsTab } from './power-ups-tab';

/** Documents and Power-Ups of the selected idea (docs/product.md "Workspace and AI generation"). */
export function WorkspaceTabs({ idea, collections }: { idea: WorkspaceIdea; collections: WorkspaceCollections }) {
  return (
    <Tabs.Root defaultValue="documents" className="workspace-tabs">
      <Tabs.List className="workspace-tabs__list" aria-label="Idea tools">
        <Tabs.Trigger value="documents" className="workspace-tabs__tab">
          Documents
        </Tabs.Trigger>
        <Tabs.Trigger value="power-ups" className="workspace-tabs__tab">
          Power-Ups
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="documents" className="workspace-tabs__panel">
        <DocumentsTab idea={idea} collections={collections} />
      </Tabs.Content>
      <Tabs.Content value="power-ups" className="workspace-tabs__panel">
        <PowerUpsTab idea={idea} collections={collections} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

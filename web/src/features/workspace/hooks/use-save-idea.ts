import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { collectionsQueryOptions } from '../api/get-collections';
import { useSaveToWorkspace } from '../api/save-to-workspace';
import { SAVED_TO_WORKSPACE, saveFailedToast } from '../utils/workspace-messages';
import { savedIdeaPath } from '../utils/workspace-views';

// What the marketplace's buttons need from the workspace (the cards and the detail dialog share them; their gates
// stay in the marketplace): saving an idea, and where 'View on Workspace' leads.

/** Saves the idea and says so; a second save answers the server's 409 text. */
export function useSaveIdea(): (idea: { id: number }) => void {
  const save = useSaveToWorkspace();
  return (idea) =>
    save.mutate(idea.id, {
      onSuccess: () => toast(SAVED_TO_WORKSPACE),
      onError: (failure) => toast(saveFailedToast(failure)),
    });
}

/** The idea's copy in the workspace when it is saved, read from the collections (cached, else fetched), else /workspace. */
export function useWorkspacePath(): (idea: { id: number; source: string }) => Promise<string> {
  const queryClient = useQueryClient();
  return async (idea) => {
    try {
      return savedIdeaPath(await queryClient.fetchQuery(collectionsQueryOptions()), idea);
    } catch {
      // The workspace page shows why its data cannot be read.
      return '/workspace';
    }
  };
}

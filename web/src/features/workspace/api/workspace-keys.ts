// Query keys of the member's workspace, general to specific, so `workspaceKeys.all` reaches every one of them. The
// answers are the signed-in member's own, so signing out clears them with every other cached read.
export const workspaceKeys = {
  all: ['workspace'] as const,
  collections: () => [...workspaceKeys.all, 'collections'] as const,
  userStats: () => [...workspaceKeys.all, 'user-stats'] as const,
  documentStats: () => [...workspaceKeys.all, 'document-stats'] as const,
  platformDocuments: (ideaId: number) => [...workspaceKeys.all, 'platform-documents', ideaId] as const,
  originalScore: (ideaId: number) => [...workspaceKeys.all, 'original-score', ideaId] as const,
  insights: () => [...workspaceKeys.all, 'insights'] as const,
  allSavedChanges: () => [...workspaceKeys.all, 'saved-changes'] as const,
  savedChanges: (copyId: number) => [...workspaceKeys.allSavedChanges(), copyId] as const,
};

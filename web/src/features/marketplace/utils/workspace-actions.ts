// What the marketplace asks of the member's workspace: saving an idea, and where 'View on Workspace' leads. The app
// route hands these in, so the marketplace does not reach into the workspace feature.
export interface WorkspaceActions {
  save: (idea: { id: number }) => void;
  workspacePath: (idea: { id: number; source: string }) => Promise<string>;
}

import type { AiGenerator } from '@app/infra/ai/ai-generator';
import type { WorkspaceStreams } from '../reads/workspace-reads';

/**
 * What the workspace's workflows need: the streams they read before deciding (a workspace's texts are sealed personal
 * data), id sequences, the AI.
 */
export interface WorkspaceDeps extends WorkspaceStreams {
  ai: AiGenerator;
}

import type { AiGenerator } from '@app/infra/ai/ai-generator';
import type { WorkQueue } from '@app/infra/work-queue/work-queue';
import type { WorkspaceStreams } from '../reads/workspace-reads';

/**
 * What the workspace's workflows need: the streams they read before deciding (a workspace's texts are sealed personal
 * data), id sequences, the AI, and the queue a public idea's scoring job goes to (public-ideas.ts).
 */
export interface WorkspaceDeps extends WorkspaceStreams {
  ai: AiGenerator;
  workQueue: WorkQueue;
}

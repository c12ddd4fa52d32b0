// The streams a workspace call reads before it decides: the member's workspace (to check the rules before spending
// seconds on the AI) and a platform idea (the copy a save carries). Both read straight from the event store, never
// a projection.
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { platformIdeaFold, type PlatformIdea } from '@app/domain/workspace/platform-idea-copy';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';

export async function loadWorkspace(eventStore: EventStore, userId: string): Promise<WorkspaceState> {
  return (await loadAggregate(eventStore, workspaceStreamId(userId), workspaceDecider)).state;
}

export async function loadPlatformIdea(eventStore: EventStore, ideaId: number): Promise<PlatformIdea> {
  return (await loadAggregate(eventStore, ideaStreamId(ideaId), platformIdeaFold)).state;
}

// The streams a workspace call reads before it decides: the member's workspace (to check the rules before spending
// seconds on the AI) and a platform idea (to copy it). Both read straight from the event store, never a projection.
import { ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import { upcast } from '@app/domain/shared/upcasters';
import { foldPlatformIdea, type PlatformIdea } from '@app/domain/workspace/platform-idea-copy';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { EventStore, RecordedEvent } from '@app/infra/event-store/event-store';
import { StreamNotFound } from '@app/infra/event-store/errors';

async function readEvents(eventStore: EventStore, streamId: string): Promise<RecordedEvent[]> {
  try {
    return await eventStore.readStream(streamId);
  } catch (error) {
    if (error instanceof StreamNotFound) return [];
    throw error;
  }
}

export async function loadWorkspace(eventStore: EventStore, userId: string): Promise<WorkspaceState> {
  const events = await readEvents(eventStore, workspaceStreamId(userId));
  return events.reduce((state, event) => workspaceDecider.evolve(state, upcast(event) as unknown as WorkspaceEvent), workspaceDecider.initialState());
}

export async function loadPlatformIdea(eventStore: EventStore, ideaId: number): Promise<PlatformIdea> {
  const events = await readEvents(eventStore, ideaStreamId(ideaId));
  return foldPlatformIdea(events.map((event) => upcast(event) as unknown as IdeaEvent));
}

// The streams a workspace call reads before it decides: the member's workspace (to check the rules before spending
// seconds on the AI) and the idea a save copies (a platform idea's stream, or a member's idea in its creator's
// workspace). All read straight from the event store, never a projection.
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { platformIdeaFold, type PlatformIdea } from '@app/domain/workspace/platform-idea-copy';
import type { SavedOriginal } from '@app/domain/workspace/workspace-commands';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import type { IdeaTarget } from '../ideas/resolve-idea';

export async function loadWorkspace(eventStore: EventStore, userId: string): Promise<WorkspaceState> {
  return (await loadAggregate(eventStore, workspaceStreamId(userId), workspaceDecider)).state;
}

export async function loadPlatformIdea(eventStore: EventStore, ideaId: number): Promise<PlatformIdea> {
  return (await loadAggregate(eventStore, ideaStreamId(ideaId), platformIdeaFold)).state;
}

/** The idea a save copies, as the stream it lives in has it. */
export async function loadSavedOriginal(eventStore: EventStore, target: IdeaTarget): Promise<SavedOriginal> {
  if (target.kind === 'FD') return { kind: 'FD', idea: await loadPlatformIdea(eventStore, target.ideaId) };
  return { kind: 'user', source: target.source, creator: await loadWorkspace(eventStore, target.userId) };
}

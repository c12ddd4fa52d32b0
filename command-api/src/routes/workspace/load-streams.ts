// The streams a workspace call reads before it decides: the member's workspace (to check the rules before spending
// seconds on the AI), the idea a save copies (a platform idea's stream, or a member's idea in its creator's
// workspace), and for a call about a copy, its original's deletion when another stream records it. All read straight
// from the event store, never a projection; a workspace's texts are sealed, so they are opened as the command handler
// opens them (erased ones as null).
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { platformIdeaFold, type PlatformIdea } from '@app/domain/workspace/platform-idea-copy';
import type { SavedOriginal } from '@app/domain/workspace/workspace-commands';
import { workspaceDecider, workspaceDeciderKnowing, type WorkspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { SOURCE_OF_KIND } from '@app/domain/workspace/workspace-fields';
import { originalKey, userIdeaKey, type WorkspaceCopy, type WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { personalDataPayloads } from '@app/infra/personal-data/personal-field';
import { ownerOfUserIdea } from '../../ids/user-idea-owners';
import { loadIdea } from '../ideas/load-idea';
import type { IdeaTarget } from '../ideas/resolve-idea';
import type { WorkspaceDeps } from './workspace-deps';

type StreamDeps = Pick<WorkspaceDeps, 'eventStore' | 'personalData'>;

export async function loadWorkspace(deps: StreamDeps, userId: string): Promise<WorkspaceState> {
  return (await loadAggregate(deps.eventStore, workspaceStreamId(userId), workspaceDecider, personalDataPayloads(deps.personalData))).state;
}

export async function loadPlatformIdea(eventStore: EventStore, ideaId: number): Promise<PlatformIdea> {
  return (await loadAggregate(eventStore, ideaStreamId(ideaId), platformIdeaFold)).state;
}

/** The idea a save copies, as the stream it lives in has it. */
export async function loadSavedOriginal(deps: StreamDeps, target: IdeaTarget): Promise<SavedOriginal> {
  if (target.kind === 'FD') return { kind: 'FD', idea: await loadPlatformIdea(deps.eventStore, target.ideaId) };
  return { kind: 'user', source: target.source, creator: await loadWorkspace(deps, target.userId) };
}

/** What a member's call is about: one of their copies, a document of one, or the original a copy was taken from. */
export type CopyInQuestion = { copyId: number } | { documentId: number } | Pick<WorkspaceCopy, 'kind' | 'originalId'>;

export interface MemberWorkspace {
  /** The member's workspace, knowing whether the original in question is deleted. */
  state: WorkspaceState;
  /** The decider that knows it too, for the command handler (which folds the stream again). */
  decider: WorkspaceDecider;
}

/**
 * The one place a call about a copy loads it: the member's workspace and, when the copy's original lives in another
 * stream (a platform idea, another member's idea they saved), whether an admin deleted it. Their own stream records
 * only their own ideas' deletions; with this, a copy of any deleted original is refused as theirs is (404, the
 * call's own not-found message) until it is restored. A deletion recorded after this read is not seen by this call.
 */
export async function loadWorkspaceAbout(deps: Omit<WorkspaceDeps, 'ai'>, userId: string, about: CopyInQuestion): Promise<MemberWorkspace> {
  const state = await loadWorkspace(deps, userId);
  const original = originalInQuestion(state, about);
  const deleted = original !== undefined && (await isDeletedElsewhere(deps, state, original));
  const deletedOriginals: ReadonlySet<string> = new Set(deleted ? [originalKey(original.kind, original.originalId)] : []);
  return { state: { ...state, deletedOriginals }, decider: workspaceDeciderKnowing(deletedOriginals) };
}

function originalInQuestion(state: WorkspaceState, about: CopyInQuestion): Pick<WorkspaceCopy, 'kind' | 'originalId'> | undefined {
  if ('originalId' in about) return about;
  const copyId = 'copyId' in about ? about.copyId : state.documents.get(about.documentId)?.copyId;
  return copyId === undefined ? undefined : state.copies.get(copyId);
}

async function isDeletedElsewhere(deps: Omit<WorkspaceDeps, 'ai'>, state: WorkspaceState, { kind, originalId }: Pick<WorkspaceCopy, 'kind' | 'originalId'>) {
  if (kind === 'idea') {
    const idea = await loadIdea(deps.eventStore, originalId);
    return idea.status === 'existing' && idea.deleted;
  }
  const key = userIdeaKey(SOURCE_OF_KIND[kind], originalId);
  // The member's own idea: their stream says.
  if (state.userIdeas.has(key)) return false;
  const creatorId = await ownerOfUserIdea(deps.db, SOURCE_OF_KIND[kind], originalId);
  return creatorId !== undefined && (await loadWorkspace(deps, creatorId)).userIdeas.get(key)?.deleted === true;
}

// The streams a workspace call reads before it decides, beyond the member's own workspace (stream-states.ts): the
// idea a save copies (a platform idea's stream, or a member's idea in its creator's workspace), and for a call about a
// copy, its original's deletion when another stream records it. A workspace's texts are sealed, so they are opened as
// the command handler opens them (erased ones as null).
import type { Kysely } from 'kysely';
import type { SavedOriginal } from '@app/domain/workspace/workspace-commands';
import { workspaceDeciderKnowing, type WorkspaceDecider } from '@app/domain/workspace/workspace-decider';
import { SOURCE_OF_KIND } from '@app/domain/workspace/workspace-fields';
import { originalKey, userIdeaKey, type WorkspaceCopy, type WorkspaceState } from '@app/domain/workspace/workspace-state';
import type { CommandApiDatabase } from '../command-api-database';
import { ownerOfUserIdea } from '../ids/user-idea-owners';
import type { IdeaTarget } from './idea-targets';
import { loadIdea, loadPlatformIdea, loadWorkspace, type SealedStreams } from './stream-states';

/** The member's and other members' workspaces, and the owners table naming a user idea's creator. */
export interface WorkspaceStreams extends SealedStreams {
  db: Kysely<CommandApiDatabase>;
}

/** The idea a save copies, as the stream it lives in has it. */
export async function loadSavedOriginal(deps: SealedStreams, target: IdeaTarget): Promise<SavedOriginal> {
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
export async function loadWorkspaceAbout(deps: WorkspaceStreams, userId: string, about: CopyInQuestion): Promise<MemberWorkspace> {
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

async function isDeletedElsewhere(deps: WorkspaceStreams, state: WorkspaceState, { kind, originalId }: Pick<WorkspaceCopy, 'kind' | 'originalId'>) {
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

// The shapes workspace commands answer with (domain/src/workspace/workspace-view.ts), built from the events they
// recorded and the state after them, so an answer shows what the read side will show once it has caught up.
import type { IdeaState } from '@app/domain/ideas/idea-state';
import type { PowerUpGenerated, UserIdeaGenerated, WorkspaceDocumentGenerated } from '@app/domain/workspace/workspace-events';
import { userIdeaKey, type WorkspaceCopy, type WorkspaceDocumentRecord, type WorkspaceState } from '@app/domain/workspace/workspace-state';
import { SOURCE_OF_KIND } from '@app/domain/workspace/workspace-fields';
import {
  copyLinks,
  workspaceIdeaOf,
  type CopyOriginal,
  type UserIdeaView,
  type WorkspaceDocument,
  type WorkspaceIdea,
  type WorkspacePowerUp,
} from '@app/domain/workspace/workspace-view';

/** The answers are built from the events the command just decided, whose texts are still open (never erased). */
const opened = <T>(personal: T | null): T => personal!;

export function userIdeaView({ ideaId, copyId, source, personal, userId, at, ...data }: UserIdeaGenerated['data']): UserIdeaView {
  const { idea } = opened(personal);
  return { ...idea, id: ideaId, copyId, source, status: 'Unpublished', private: data.private, creatorId: userId, autoDeleted: false, createdAt: at, updatedAt: at };
}

/**
 * A copy with its original's status and stamp (the one view rule, workspaceIdeaOf): a platform idea's from its stream;
 * the member's own user idea as the admin curated it; a saved user idea was approved to be saved.
 */
export function workspaceIdeaView(copy: WorkspaceCopy, state: WorkspaceState, platformIdea: IdeaState | null): WorkspaceIdea {
  return workspaceIdeaOf(copy, originalOf(copy, state, platformIdea));
}

function originalOf({ kind, originalId }: WorkspaceCopy, state: WorkspaceState, platformIdea: IdeaState | null): CopyOriginal | undefined {
  if (kind === 'idea') {
    return platformIdea?.status === 'existing' ? { status: platformIdea.publication, stamp: platformIdea.stamp, ownPrivate: null } : undefined;
  }
  const own = state.userIdeas.get(userIdeaKey(SOURCE_OF_KIND[kind], originalId));
  return own ? { status: own.publication, stamp: own.stamp, ownPrivate: own.private } : { status: 'Published', stamp: null, ownPrivate: null };
}

export function generatedDocumentView({ documentId, userId, kind, copyId, type, personal, at }: WorkspaceDocumentGenerated['data']): WorkspaceDocument {
  return { id: documentId, originalDocId: documentId, userId, ...copyLinks(kind, copyId), type, content: opened(personal).content, createdAt: at, updatedAt: at };
}

export function editedDocumentView(userId: string, document: WorkspaceDocumentRecord, content: string, at: string): WorkspaceDocument {
  const { documentId, kind, copyId, type, createdAt } = document;
  return { id: documentId, originalDocId: documentId, userId, ...copyLinks(kind, copyId), type, content, createdAt, updatedAt: at };
}

export function powerUpView({ powerUpId, userId, kind, copyId, type, personal, at }: PowerUpGenerated['data']): WorkspacePowerUp {
  return { id: powerUpId, userId, ...copyLinks(kind, copyId), type, content: opened(personal).content, createdAt: at, updatedAt: at };
}

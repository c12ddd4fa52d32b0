// The shapes the workspace calls answer (spec 000 §3 Document, Power-up, workspace collection, stats; §7), shared by
// the command API, the query API and the SPA.
import type { DocumentType } from '../ideas/idea-enumerations';
import type { PowerUpType } from './power-ups';
import { SOURCE_OF_KIND, type CopyFields, type CopyKind } from './workspace-fields';
import type { WorkspaceCopy } from './workspace-state';

export interface WorkspaceIdea extends CopyFields {
  /** The copy's id: the id every workspace call takes. */
  id: number;
  originalId: number;
  source: 'FD' | 'UGI' | 'UGP2P';
  /** The original's: Published / Unpublished. */
  status: string;
  /** False for copies of platform ideas. */
  private: boolean;
  stamp: string | null;
  addedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A generated idea as the generation call answers it. */
export interface UserIdeaView extends CopyFields {
  /** The UGI / UGP2P id. */
  id: number;
  copyId: number;
  source: 'UGI' | 'UGP2P';
  status: 'Unpublished' | 'Published';
  private: boolean;
  creatorId: string;
  autoDeleted: false;
  createdAt: string;
  updatedAt: string;
}

/** Which copy a document or power-up belongs to: exactly one of the three is set. */
export interface CopyLinks {
  ideaCopyId: number | null;
  ugiCopyId: number | null;
  ugp2pCopyId: number | null;
}

export interface WorkspaceDocument extends CopyLinks {
  id: number;
  /** A member's document is its own original (the download path names it). */
  originalDocId: number;
  userId: string;
  type: DocumentType;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface WorkspacePowerUp extends CopyLinks {
  id: number;
  userId: string;
  type: PowerUpType;
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/collections: every document and power-up type is a key (an empty list when none); ideas newest first. */
export interface WorkspaceCollections {
  ideas: WorkspaceIdea[];
  ugp2pIdeas: WorkspaceIdea[];
  ugiIdeas: WorkspaceIdea[];
  documents: Record<DocumentType, WorkspaceDocument[]>;
  powerUps: Record<PowerUpType, WorkspacePowerUp[]>;
}

/** GET /api/users/stats: user ideas generated this UTC month. */
export interface UserStats {
  totalUGC: number;
}

/** GET /api/users/document-stats: copies that got documents this UTC month, and the cap. */
export interface DocumentStats {
  uniqueIdeasWithDocs: number;
  limit: number;
}

export function copyLinks(kind: CopyKind, copyId: number): CopyLinks {
  return {
    ideaCopyId: kind === 'idea' ? copyId : null,
    ugiCopyId: kind === 'ugi' ? copyId : null,
    ugp2pCopyId: kind === 'ugp2p' ? copyId : null,
  };
}

/** What the reader found of a copy's original. */
export interface CopyOriginal {
  /** Published / Unpublished: a platform idea's publication, a user idea's approval. */
  status: string;
  /** The stamp an admin gave it (platform and user ideas alike). */
  stamp: string | null;
  /** The member's own user idea: private until they share it. Null for any other original, public to be saved at all. */
  ownPrivate: boolean | null;
}

/**
 * Where a member's idea stands in sharing (spec 000 §4 Idea sharing): private, it can be shared; public, it waits for
 * an admin's approval; approved (published), it is shared. The one rule the workspace's share button follows.
 */
export type ShareState = 'share' | 'waiting' | 'shared';

export function shareState(idea: Pick<WorkspaceIdea, 'private' | 'status'>): ShareState {
  if (idea.private) return 'share';
  return idea.status === 'Published' ? 'shared' : 'waiting';
}

/** The share button's words (spec 000 §2 Workspace, §4). */
export const SHARE_LABELS: Record<ShareState, string> = {
  share: 'Share on Platform',
  waiting: 'Waiting for approval',
  shared: 'Shared',
};

/**
 * A copy as the workspace shows it, with its original's status and stamp; an original that is not found (undefined)
 * reads Unpublished, without a stamp. The command API answers with it and the query API lists it.
 */
export function workspaceIdeaOf(copy: Pick<WorkspaceCopy, 'copyId' | 'kind' | 'originalId' | 'idea' | 'addedAt' | 'updatedAt'>, original: CopyOriginal | undefined): WorkspaceIdea {
  const { copyId, kind, originalId, idea, addedAt, updatedAt } = copy;
  return {
    ...idea,
    id: copyId,
    originalId,
    source: SOURCE_OF_KIND[kind],
    addedAt,
    createdAt: addedAt,
    updatedAt,
    status: original?.status ?? 'Unpublished',
    private: original?.ownPrivate ?? false,
    stamp: original?.stamp ?? null,
  };
}

// A member's workspace as its decisions need it: copies by id and by original, the member's own user ideas,
// documents and power-ups per copy and type, and the monthly counts the caps are checked against.
import type { DocumentType, IdeaStatus } from '../ideas/idea-enumerations';
import { utcMonth } from './limits';
import type { PowerUpType } from './power-ups';
import type { WorkspaceEvent } from './workspace-events';
import { copyKindOf, SOURCE_OF_KIND, type CopyFields, type CopyKind, type UserIdeaSource } from './workspace-fields';

export interface WorkspaceCopy {
  copyId: number;
  kind: CopyKind;
  originalId: number;
  idea: CopyFields;
  addedAt: string;
  updatedAt: string;
  /** Document id by type, power-up id by type: one of each per copy. */
  documents: Partial<Record<DocumentType, number>>;
  powerUps: Partial<Record<PowerUpType, number>>;
}

/** An idea the member generated; its copy in their workspace has `copyId`. The admin curates the rest. */
export interface UserIdea {
  /** The creator, whose workspace this is. */
  userId: string;
  ideaId: number;
  source: UserIdeaSource;
  copyId: number;
  private: boolean;
  createdAt: string;
  publication: IdeaStatus;
  stamp: string | null;
  /** Deleted by an admin: gone from view, with its copy, until restored. */
  deleted: boolean;
  /** The `fieldsHash` of its last score under each rubric version (UserIdeaScored). */
  scoredFields: Readonly<Record<number, string>>;
}

export interface WorkspaceDocumentRecord {
  documentId: number;
  copyId: number;
  kind: CopyKind;
  type: DocumentType;
  createdAt: string;
}

/**
 * Folded in place: `evolveWorkspace` adds to these maps and returns the same object. A member's stream grows by up to
 * 1,500 ideas a month, and copying the maps for every event made a fold quadratic (1,500 events took 300 ms, 6,000
 * took 5 s). Nothing keeps an earlier state: every load folds from a fresh `initialWorkspaceState()`.
 */
export interface WorkspaceState {
  copies: Map<number, WorkspaceCopy>;
  /** Copy id by `originalKey(kind, originalId)`: one copy per member and original. */
  copyIdsByOriginal: Map<string, number>;
  /** By `userIdeaKey(source, ideaId)`: UGI and UGP2P ids come from separate sequences. */
  userIdeas: Map<string, UserIdea>;
  documents: Map<number, WorkspaceDocumentRecord>;
  /** User ideas generated, by UTC month ('YYYY-MM'). */
  ideasGeneratedByMonth: Map<string, number>;
  /** The copies that got a document, by UTC month: the document cap counts these. */
  copiesWithDocumentsByMonth: Map<string, Set<number>>;
  /**
   * Originals deleted in other streams (a platform idea, another member's idea this member saved), by
   * `originalKey`: this stream records only the deletions of the member's own ideas, so whoever loads the state for a
   * decision reads the others beside it and folds from `initialWorkspaceState(deletedOriginals)`.
   */
  deletedOriginals: ReadonlySet<string>;
}

export const originalKey = (kind: CopyKind, originalId: number) => `${kind}:${originalId}`;
export const userIdeaKey = (source: UserIdeaSource, ideaId: number) => `${source}:${ideaId}`;

export const initialWorkspaceState = (deletedOriginals: ReadonlySet<string> = new Set()): WorkspaceState => ({
  copies: new Map(),
  copyIdsByOriginal: new Map(),
  userIdeas: new Map(),
  documents: new Map(),
  ideasGeneratedByMonth: new Map(),
  copiesWithDocumentsByMonth: new Map(),
  deletedOriginals,
});

/** A copy whose original an admin deleted (the member's own idea, or one they saved): it went out of view with it. */
export function isRemovedCopy(state: WorkspaceState, { kind, originalId }: Pick<WorkspaceCopy, 'kind' | 'originalId'>): boolean {
  if (state.deletedOriginals.has(originalKey(kind, originalId))) return true;
  return kind !== 'idea' && state.userIdeas.get(userIdeaKey(SOURCE_OF_KIND[kind], originalId))?.deleted === true;
}

function curate(state: WorkspaceState, { source, ideaId }: { source: UserIdeaSource; ideaId: number }, change: Partial<UserIdea>): void {
  const key = userIdeaKey(source, ideaId);
  const userIdea = state.userIdeas.get(key);
  if (userIdea) state.userIdeas.set(key, { ...userIdea, ...change });
}

export function ideasGeneratedIn(state: WorkspaceState, month: string): number {
  return state.ideasGeneratedByMonth.get(month) ?? 0;
}

export function copiesWithDocumentsIn(state: WorkspaceState, month: string): ReadonlySet<number> {
  return state.copiesWithDocumentsByMonth.get(month) ?? new Set();
}

function addCopy(state: WorkspaceState, copyId: number, kind: CopyKind, originalId: number, idea: CopyFields, at: string): void {
  state.copies.set(copyId, { copyId, kind, originalId, idea, addedAt: at, updatedAt: at, documents: {}, powerUps: {} });
  state.copyIdsByOriginal.set(originalKey(kind, originalId), copyId);
}

export function evolveWorkspace(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    // An idea or copy whose text is erased is gone: nothing can be decided about it any more (its creator was erased).
    case 'UserIdeaGenerated': {
      const { userId, ideaId, source, copyId, personal, at } = event.data;
      if (!personal) break;
      addCopy(state, copyId, copyKindOf(source), ideaId, personal.idea, at);
      const curation = { publication: 'Unpublished', stamp: null, deleted: false, scoredFields: {} } as const;
      state.userIdeas.set(userIdeaKey(source, ideaId), { userId, ideaId, source, copyId, private: event.data.private, createdAt: at, ...curation });
      const month = utcMonth(at);
      state.ideasGeneratedByMonth.set(month, ideasGeneratedIn(state, month) + 1);
      break;
    }
    case 'IdeaSavedToWorkspace': {
      const { copyId, kind, originalId, personal, at } = event.data;
      if (personal) addCopy(state, copyId, kind, originalId, personal.idea, at);
      break;
    }
    case 'WorkspaceIdeaEdited': {
      const copy = state.copies.get(event.data.copyId);
      const { personal, at } = event.data;
      if (copy && personal) state.copies.set(copy.copyId, { ...copy, idea: { ...copy.idea, ...personal.changes }, updatedAt: at });
      break;
    }
    case 'UserIdeaShared':
      curate(state, event.data, { private: false });
      break;
    case 'UserIdeaPublished':
      curate(state, event.data, { publication: 'Published' });
      break;
    case 'UserIdeaUnpublished':
      curate(state, event.data, { publication: 'Unpublished' });
      break;
    case 'UserIdeaStamped':
      curate(state, event.data, { stamp: event.data.stamp });
      break;
    case 'UserIdeaDeleted':
      curate(state, event.data, { deleted: true });
      break;
    case 'UserIdeaRestored':
      curate(state, event.data, { deleted: false });
      break;
    case 'UserIdeaScored': {
      const scored = state.userIdeas.get(userIdeaKey(event.data.source, event.data.ideaId));
      const { rubricVersion, fieldsHash } = event.data;
      if (scored) curate(state, event.data, { scoredFields: { ...scored.scoredFields, [rubricVersion]: fieldsHash } });
      break;
    }
    case 'WorkspaceDocumentGenerated': {
      const { documentId, kind, copyId, type, at } = event.data;
      const copy = state.copies.get(copyId);
      if (copy) state.copies.set(copyId, { ...copy, documents: { ...copy.documents, [type]: documentId } });
      state.documents.set(documentId, { documentId, copyId, kind, type, createdAt: at });
      const month = utcMonth(at);
      state.copiesWithDocumentsByMonth.set(month, new Set(copiesWithDocumentsIn(state, month)).add(copyId));
      break;
    }
    case 'WorkspaceDocumentEdited':
      break;
    case 'PowerUpGenerated': {
      const { powerUpId, copyId, type } = event.data;
      const copy = state.copies.get(copyId);
      if (copy) state.copies.set(copyId, { ...copy, powerUps: { ...copy.powerUps, [type]: powerUpId } });
      break;
    }
  }
  return state;
}

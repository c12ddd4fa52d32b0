// Decisions of a member's workspace (docs/product.md "Workspace and AI generation", "Limits"). The stream is the
// member's own, so "owner only" means "in this state": anything else is not found. Generation commands carry the AI's
// output: the command API checks the same rules (the `check*` functions) before it spends seconds generating, then
// decides with the content on the state it appends against, so a cap holds however many requests race. An admin's
// curation of a member's idea (docs/product.md "Workspace and AI generation") is decided here too, in the creator's
// stream; a deleted idea and every copy of it are out of their members' reach until restored (a copy of an idea deleted
// in another stream through `workspaceDeciderKnowing`).
import { DELETED_IDEA_NOT_FOUND, DOCUMENT_NOT_FOUND, IDEA_NOT_FOUND, publishRefusal, type PublishRefusal } from '../ideas/idea-decider';
import type { DocumentType } from '../ideas/idea-enumerations';
import { changedFields } from '../ideas/idea-fields';
import type { Actor, CommandMetadata, Decider, Decision } from '../shared/decider';
import { Conflict, NotFound, TooManyRequests } from '../shared/errors';
import { requireRole, requireVerifiedEmail } from '../users/permissions';
import { DOCUMENT_LIMIT_MESSAGE, IDEA_LIMIT_MESSAGE, MONTHLY_DOCUMENT_IDEA_LIMIT, MONTHLY_IDEA_LIMIT, utcMonth } from './limits';
import { canSaveIdea } from './platform-idea-copy';
import type { PowerUpType } from './power-ups';
import { copyKindOfOriginal, type SavedOriginal, type WorkspaceCommand } from './workspace-commands';
import type { WorkspaceEvent } from './workspace-events';
import type { CopyFields, UserIdeaSource } from './workspace-fields';
import {
  copiesWithDocumentsIn,
  evolveWorkspace,
  ideasGeneratedIn,
  initialWorkspaceState,
  isRemovedCopy,
  originalKey,
  userIdeaKey,
  type UserIdea,
  type WorkspaceCopy,
  type WorkspaceDocumentRecord,
  type WorkspaceState,
} from './workspace-state';

export const IDEA_ALREADY_SAVED = 'Idea already saved to your workspace';
export const IDEA_NOT_IN_WORKSPACE = 'Idea not found in your workspace';
export const USER_IDEA_NOT_FOUND = 'Idea not found in UGI or UGP2P collections';
export const DOCUMENT_ALREADY_GENERATED = 'This document has already been generated for this idea';
export const POWER_UP_ALREADY_GENERATED = 'This power-up has already been generated for this idea';
/** A private idea has not been shared by its creator: it is theirs alone until they share it. */
export const PRIVATE_NOT_PUBLISHABLE = 'Private ideas cannot be published';

/**
 * docs/product.md "Workspace and AI generation"'s order: signed in, verified email, below the monthly cap, PRO or
 * above.
 */
export function checkIdeaGeneration(state: WorkspaceState, { actor, now }: CommandMetadata): Actor {
  const member = requireVerifiedEmail(actor);
  if (ideasGeneratedIn(state, utcMonth(now)) >= MONTHLY_IDEA_LIMIT) throw new TooManyRequests(IDEA_LIMIT_MESSAGE);
  return requireRole(member, 'PRO');
}

/**
 * PRO or above with a verified email, a copy of their own, one document per type, and the cap on copies that got
 * documents this month: a copy already counted this month may get more documents when the cap is reached.
 */
export function checkDocumentGeneration(state: WorkspaceState, { actor, now }: CommandMetadata, copyId: number, type: DocumentType) {
  const member = requireRole(requireVerifiedEmail(actor), 'PRO');
  const copy = ownCopy(state, copyId);
  if (copy.documents[type] !== undefined) throw new Conflict(DOCUMENT_ALREADY_GENERATED);
  const counted = copiesWithDocumentsIn(state, utcMonth(now));
  if (!counted.has(copyId) && counted.size >= MONTHLY_DOCUMENT_IDEA_LIMIT) throw new TooManyRequests(DOCUMENT_LIMIT_MESSAGE);
  return { member, copy };
}

/** Any role but FREE (the web offers PREMIUM), a verified email, a copy of their own, one power-up per type. */
export function checkPowerUpGeneration(state: WorkspaceState, { actor }: CommandMetadata, copyId: number, type: PowerUpType) {
  const member = requireRole(requireVerifiedEmail(actor), 'PREMIUM');
  const copy = ownCopy(state, copyId);
  if (copy.powerUps[type] !== undefined) throw new Conflict(POWER_UP_ALREADY_GENERATED);
  return { member, copy };
}

export function ownCopy(state: WorkspaceState, copyId: number): WorkspaceCopy {
  const copy = state.copies.get(copyId);
  if (!copy || isRemovedCopy(state, copy)) throw new NotFound(IDEA_NOT_IN_WORKSPACE);
  return copy;
}

export function ownDocument(state: WorkspaceState, documentId: number): WorkspaceDocumentRecord {
  const document = state.documents.get(documentId);
  const copy = document && state.copies.get(document.copyId);
  // No copy: its text was erased with its original's creator, and its documents went with it.
  if (!document || !copy || isRemovedCopy(state, copy)) throw new NotFound(DOCUMENT_NOT_FOUND);
  return document;
}

/** The member's own (live) user idea named by its id or its copy's id. */
export function ownUserIdea(state: WorkspaceState, source: UserIdeaSource, id: number): UserIdea {
  for (const userIdea of state.userIdeas.values()) {
    if (userIdea.source === source && !userIdea.deleted && (userIdea.ideaId === id || userIdea.copyId === id)) return userIdea;
  }
  throw new NotFound(USER_IDEA_NOT_FOUND);
}

/**
 * The fields a save copies, of an idea the member could find in the marketplace (any other reads as not there at
 * all): a platform idea by the catalog's rule, a member's idea once approved (published, shared, not deleted). Its
 * creator finds their own too, whatever its state: they already have its copy. `subjectId` is whose text they are:
 * the member's own copy of a platform idea, the creator's of a member's idea (so the creator's erasure reaches it).
 */
function fieldsToSave(member: Actor, originalId: number, original: SavedOriginal): { idea: CopyFields; subjectId: string } {
  if (original.kind === 'FD') {
    if (original.idea.fields && canSaveIdea(member, original.idea)) return { idea: original.idea.fields, subjectId: member.userId };
    throw new NotFound(IDEA_NOT_FOUND);
  }
  const { creator } = original;
  const userIdea = creator.userIdeas.get(userIdeaKey(original.source, originalId));
  const approved = userIdea?.publication === 'Published' && !userIdea.private;
  if (!userIdea || userIdea.deleted || !(approved || userIdea.userId === member.userId)) throw new NotFound(IDEA_NOT_FOUND);
  return { idea: creator.copies.get(userIdea.copyId)!.idea, subjectId: userIdea.userId };
}

/** The user idea an admin's command names, by its own id; `deleted` says whether a deleted one is the one wanted. */
function curatedUserIdea(state: WorkspaceState, { source, ideaId }: { source: UserIdeaSource; ideaId: number }, deleted = false): UserIdea {
  const userIdea = state.userIdeas.get(userIdeaKey(source, ideaId));
  if (userIdea?.deleted !== deleted) throw new NotFound(deleted ? DELETED_IDEA_NOT_FOUND : IDEA_NOT_FOUND);
  return userIdea;
}

/** Publishing is the approval: the creator must have shared the idea first; no documents are asked for. */
function publishUserIdea(userIdea: UserIdea, at: string): Decision<WorkspaceEvent, PublishRefusal> {
  if (userIdea.publication === 'Published') return [];
  if (userIdea.private) return { events: [], refusal: publishRefusal([], PRIVATE_NOT_PUBLISHABLE) };
  return [{ type: 'UserIdeaPublished', data: { ...curated(userIdea), at } }];
}

/** What every curation event names: the creator and the idea. */
const curated = ({ userId, ideaId, source }: UserIdea) => ({ userId, ideaId, source });

export function decideWorkspace(command: WorkspaceCommand, state: WorkspaceState): Decision<WorkspaceEvent, PublishRefusal> {
  const { metadata } = command;
  const at = metadata.now.toISOString();
  switch (command.type) {
    case 'SaveIdeaToWorkspace': {
      const member = requireVerifiedEmail(metadata.actor);
      const { copyId, originalId, original } = command.data;
      const { idea, subjectId } = fieldsToSave(member, originalId, original);
      if (idea.type === 'PREMIUM') requireRole(member, 'PREMIUM');
      const kind = copyKindOfOriginal(original);
      const existing = state.copyIdsByOriginal.get(originalKey(kind, originalId));
      // Every save takes a fresh copy id, so finding this very id means this command ran already.
      if (existing === copyId) return [];
      if (existing !== undefined) throw new Conflict(IDEA_ALREADY_SAVED);
      return [{ type: 'IdeaSavedToWorkspace', data: { userId: member.userId, copyId, kind, originalId, subjectId, at, personal: { idea } } }];
    }
    case 'GenerateUserIdea': {
      const { ideaId, source, copyId, idea, userContext, generation } = command.data;
      if (state.copies.get(copyId)?.originalId === ideaId) return [];
      const member = checkIdeaGeneration(state, metadata);
      return [
        {
          type: 'UserIdeaGenerated',
          data: { userId: member.userId, ideaId, source, copyId, private: command.data.private, generation, at, personal: { userContext, idea } },
        },
      ];
    }
    case 'EditWorkspaceIdea': {
      const member = requireVerifiedEmail(metadata.actor);
      const copy = ownCopy(state, command.data.copyId);
      const changes = changedFields(copy.idea, command.data.changes);
      const fields = Object.keys(changes) as (keyof CopyFields)[];
      if (fields.length === 0) return [];
      return [{ type: 'WorkspaceIdeaEdited', data: { userId: member.userId, copyId: copy.copyId, kind: copy.kind, fields, at, personal: { changes } } }];
    }
    case 'ShareUserIdea': {
      const member = requireVerifiedEmail(metadata.actor);
      const userIdea = ownUserIdea(state, command.data.source, command.data.id);
      if (!userIdea.private) return [];
      return [{ type: 'UserIdeaShared', data: { userId: member.userId, ideaId: userIdea.ideaId, source: userIdea.source, at } }];
    }
    case 'GenerateWorkspaceDocument': {
      const { documentId, copyId, type, content, generation } = command.data;
      if (state.documents.has(documentId)) return [];
      const { member, copy } = checkDocumentGeneration(state, metadata, copyId, type);
      return [
        { type: 'WorkspaceDocumentGenerated', data: { userId: member.userId, documentId, kind: copy.kind, copyId, type, generation, at, personal: { content } } },
      ];
    }
    case 'EditWorkspaceDocument': {
      const member = requireVerifiedEmail(metadata.actor);
      const { documentId, content } = command.data;
      ownDocument(state, documentId);
      return [{ type: 'WorkspaceDocumentEdited', data: { userId: member.userId, documentId, at, personal: { content } } }];
    }
    case 'GeneratePowerUp': {
      const { powerUpId, copyId, type, content, generation } = command.data;
      if (state.copies.get(copyId)?.powerUps[type] === powerUpId) return [];
      const { member, copy } = checkPowerUpGeneration(state, metadata, copyId, type);
      return [{ type: 'PowerUpGenerated', data: { userId: member.userId, powerUpId, kind: copy.kind, copyId, type, generation, at, personal: { content } } }];
    }
    case 'PublishUserIdea':
      requireRole(metadata.actor, 'ADMIN');
      return publishUserIdea(curatedUserIdea(state, command.data), at);
    case 'UnpublishUserIdea': {
      requireRole(metadata.actor, 'ADMIN');
      const userIdea = curatedUserIdea(state, command.data);
      return userIdea.publication === 'Unpublished' ? [] : [{ type: 'UserIdeaUnpublished', data: { ...curated(userIdea), at } }];
    }
    case 'StampUserIdea': {
      requireRole(metadata.actor, 'ADMIN');
      const userIdea = curatedUserIdea(state, command.data);
      const { stamp } = command.data;
      return userIdea.stamp === stamp ? [] : [{ type: 'UserIdeaStamped', data: { ...curated(userIdea), stamp, at } }];
    }
    case 'DeleteUserIdea': {
      requireRole(metadata.actor, 'ADMIN');
      const userIdea = state.userIdeas.get(userIdeaKey(command.data.source, command.data.ideaId));
      if (!userIdea) throw new NotFound(IDEA_NOT_FOUND);
      if (userIdea.deleted) return [];
      // The creator's copy carries the idea's fields, their own edits included.
      const { title, description } = state.copies.get(userIdea.copyId)!.idea;
      return [{ type: 'UserIdeaDeleted', data: { ...curated(userIdea), at, personal: { title, description } } }];
    }
    case 'RestoreUserIdea':
      requireRole(metadata.actor, 'ADMIN');
      return [{ type: 'UserIdeaRestored', data: { ...curated(curatedUserIdea(state, command.data, true)), at } }];
    case 'ScoreUserIdea': {
      requireRole(metadata.actor, 'ADMIN');
      const { source, ideaId, scorecard, ...provenance } = command.data;
      const userIdea = curatedUserIdea(state, { source, ideaId });
      if (userIdea.private || userIdea.scoredFields[provenance.rubricVersion] === provenance.fieldsHash) return [];
      return [{ type: 'UserIdeaScored', data: { ...curated(userIdea), ...provenance, overall: scorecard.overall, at, personal: { scorecard } } }];
    }
  }
}

export type WorkspaceDecider = Decider<WorkspaceState, WorkspaceCommand, WorkspaceEvent, PublishRefusal>;

export const workspaceDecider: WorkspaceDecider = {
  initialState: () => initialWorkspaceState(),
  evolve: evolveWorkspace,
  decide: decideWorkspace,
};

/**
 * The decider for a command about a copy whose original lives in another stream: the caller read which of those
 * originals are deleted (by `originalKey`), and a copy of one is out of the member's reach as their own deleted idea's
 * is.
 */
export const workspaceDeciderKnowing = (deletedOriginals: ReadonlySet<string>): WorkspaceDecider => ({
  ...workspaceDecider,
  initialState: () => initialWorkspaceState(deletedOriginals),
});

// Events of a member's workspace (stream `workspace-<userId>`): the ideas they generate and save, the documents and
// power-ups generated for them, edits and shares. One stream per member, so the monthly caps are decided under
// one optimistic-concurrency check. Times are ISO-8601; every payload names the member.
//
// Every text in a workspace is the member's: what they typed (the problem, their edits) and what the AI wrote from it
// (the idea, documents, power-ups), which can echo what they typed. All of it travels in `personal`, sealed under the
// member's key (crypto-shredding, domain/src/users/README.md "Personal data"): erasing the member shreds it in the
// store and in every rebuild, and readers get `personal` null. A copy of someone's idea is sealed under its creator's
// key (`subjectId`), so the creator's erasure reaches every copy. docs: workspace-upcasters.ts for older events.
import type { DocumentType } from '../ideas/idea-enumerations';
import type { Scorecard } from '../scoring/scorecard';
import type { IdeaScored } from '../scoring/scoring-events';
import type { DomainEvent } from '../shared/decider';
import type { Personal } from '../users/user-events';
import type { PowerUpType } from './power-ups';
import type { CopyFields, CopyKind, GenerationRecord, UserIdeaSource } from './workspace-fields';

export const workspaceStreamId = (userId: string) => `workspace-${userId}`;

/** The user idea (status Unpublished) and the creator's own copy of it, in one event. */
export type UserIdeaGenerated = DomainEvent<
  'UserIdeaGenerated',
  {
    userId: string;
    ideaId: number;
    source: UserIdeaSource;
    copyId: number;
    private: boolean;
    generation: GenerationRecord;
    at: string;
    /** The problem the member typed and the idea the AI wrote from it. */
    personal: Personal<{ userContext: string; idea: CopyFields }>;
  }
>;
/**
 * A copy of a platform idea (kind 'idea') or of someone's approved user idea ('ugi' / 'ugp2p'). `subjectId` is whose
 * text the copy is: the member's own for a platform idea, the creator's for a member's idea.
 */
export type IdeaSavedToWorkspace = DomainEvent<
  'IdeaSavedToWorkspace',
  { userId: string; copyId: number; kind: CopyKind; originalId: number; subjectId: string; at: string; personal: Personal<{ idea: CopyFields }> }
>;
/**
 * Only the fields that changed (`fields` names them, for descriptions that cannot open `personal`). A copy of the
 * member's own generated idea edits that idea too.
 */
export type WorkspaceIdeaEdited = DomainEvent<
  'WorkspaceIdeaEdited',
  { userId: string; copyId: number; kind: CopyKind; fields: (keyof CopyFields)[]; at: string; personal: Personal<{ changes: Partial<CopyFields> }> }
>;
/** A private user idea made public; it waits for an admin's approval. */
export type UserIdeaShared = DomainEvent<'UserIdeaShared', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
/**
 * An admin's curation of a member's idea (docs/product.md "Workspace and AI generation"), recorded in the creator's
 * stream (`userId` is the creator; the admin is the event's actor). Publishing a shared idea is its approval: the
 * marketplace then lists it as user-generated. Deleting it removes it and every member's copy from view; restoring
 * brings them back.
 */
export type UserIdeaPublished = DomainEvent<'UserIdeaPublished', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
export type UserIdeaUnpublished = DomainEvent<'UserIdeaUnpublished', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
/** `stamp` null clears it. */
export type UserIdeaStamped = DomainEvent<
  'UserIdeaStamped',
  { userId: string; ideaId: number; source: UserIdeaSource; stamp: string | null; at: string }
>;
/** Title and description travel along for the deleted-ideas list, sealed as the creator's. */
export type UserIdeaDeleted = DomainEvent<
  'UserIdeaDeleted',
  { userId: string; ideaId: number; source: UserIdeaSource; at: string; personal: Personal<{ title: string; description: string }> }
>;
export type UserIdeaRestored = DomainEvent<'UserIdeaRestored', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
/**
 * A job's scorecard of the member's idea once it is public (shared or published), as `IdeaScored` is a platform
 * idea's (docs/product.md "Scores and market sizing"). The scorecard is written from the member's text and quotes it,
 * so it is sealed with their other texts: erasing the member erases its reasons with the idea. The overall number and
 * the provenance stay in clear for the idea's history.
 */
export type UserIdeaScored = DomainEvent<
  'UserIdeaScored',
  Omit<IdeaScored['data'], 'scorecard'> & { userId: string; source: UserIdeaSource; overall: number; personal: Personal<{ scorecard: Scorecard }> }
>;
/** A text the AI or the member wrote in the workspace: a document, a power-up. */
export type WorkspaceText = Personal<{ content: string }>;
export type WorkspaceDocumentGenerated = DomainEvent<
  'WorkspaceDocumentGenerated',
  { userId: string; documentId: number; kind: CopyKind; copyId: number; type: DocumentType; generation: GenerationRecord; at: string; personal: WorkspaceText }
>;
export type WorkspaceDocumentEdited = DomainEvent<'WorkspaceDocumentEdited', { userId: string; documentId: number; at: string; personal: WorkspaceText }>;
export type PowerUpGenerated = DomainEvent<
  'PowerUpGenerated',
  { userId: string; powerUpId: number; kind: CopyKind; copyId: number; type: PowerUpType; generation: GenerationRecord; at: string; personal: WorkspaceText }
>;

export type WorkspaceEvent =
  | UserIdeaGenerated
  | IdeaSavedToWorkspace
  | WorkspaceIdeaEdited
  | UserIdeaShared
  | UserIdeaPublished
  | UserIdeaUnpublished
  | UserIdeaStamped
  | UserIdeaDeleted
  | UserIdeaRestored
  | UserIdeaScored
  | WorkspaceDocumentGenerated
  | WorkspaceDocumentEdited
  | PowerUpGenerated;

/** What the workspace read model folds: a member's idea's scores are the catalog's (UserIdeaScored is not here). */
export const WORKSPACE_EVENT_TYPES = [
  'UserIdeaGenerated',
  'IdeaSavedToWorkspace',
  'WorkspaceIdeaEdited',
  'UserIdeaShared',
  'UserIdeaPublished',
  'UserIdeaUnpublished',
  'UserIdeaStamped',
  'UserIdeaDeleted',
  'UserIdeaRestored',
  'WorkspaceDocumentGenerated',
  'WorkspaceDocumentEdited',
  'PowerUpGenerated',
] as const satisfies readonly WorkspaceEvent['type'][];

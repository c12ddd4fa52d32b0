// Events of a member's workspace (stream `workspace-<userId>`): the ideas they generate and save, the documents and
// power-ups generated for them, edits and shares. One stream per member, so the monthly caps are decided under
// one optimistic-concurrency check. Times are ISO-8601; every payload names the member.
import type { DocumentType } from '../ideas/idea-enumerations';
import type { DomainEvent } from '../shared/decider';
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
    idea: CopyFields;
    private: boolean;
    userContext: string;
    generation: GenerationRecord;
    at: string;
  }
>;
/** A copy of a platform idea (kind 'idea') or of someone's approved user idea ('ugi' / 'ugp2p'). */
export type IdeaSavedToWorkspace = DomainEvent<
  'IdeaSavedToWorkspace',
  { userId: string; copyId: number; kind: CopyKind; originalId: number; idea: CopyFields; at: string }
>;
/** Only the fields that changed. A copy of the member's own generated idea edits that idea too. */
export type WorkspaceIdeaEdited = DomainEvent<
  'WorkspaceIdeaEdited',
  { userId: string; copyId: number; kind: CopyKind; changes: Partial<CopyFields>; at: string }
>;
/** A private user idea made public; it waits for an admin's approval. */
export type UserIdeaShared = DomainEvent<'UserIdeaShared', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
/**
 * An admin's curation of a member's idea (spec 001 §4), recorded in the creator's stream (`userId` is the creator;
 * the admin is the event's actor). Publishing a shared idea is its approval: the marketplace then lists it as
 * user-generated. Deleting it removes it and every member's copy from view; restoring brings them back.
 */
export type UserIdeaPublished = DomainEvent<'UserIdeaPublished', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
export type UserIdeaUnpublished = DomainEvent<'UserIdeaUnpublished', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
/** `stamp` null clears it. */
export type UserIdeaStamped = DomainEvent<
  'UserIdeaStamped',
  { userId: string; ideaId: number; source: UserIdeaSource; stamp: string | null; at: string }
>;
/** Title and description travel along for the deleted-ideas list (spec 001 §3 deleted_ideas). */
export type UserIdeaDeleted = DomainEvent<
  'UserIdeaDeleted',
  { userId: string; ideaId: number; source: UserIdeaSource; title: string; description: string; at: string }
>;
export type UserIdeaRestored = DomainEvent<'UserIdeaRestored', { userId: string; ideaId: number; source: UserIdeaSource; at: string }>;
export type WorkspaceDocumentGenerated = DomainEvent<
  'WorkspaceDocumentGenerated',
  { userId: string; documentId: number; kind: CopyKind; copyId: number; type: DocumentType; content: string; generation: GenerationRecord; at: string }
>;
export type WorkspaceDocumentEdited = DomainEvent<'WorkspaceDocumentEdited', { userId: string; documentId: number; content: string; at: string }>;
export type PowerUpGenerated = DomainEvent<
  'PowerUpGenerated',
  { userId: string; powerUpId: number; kind: CopyKind; copyId: number; type: PowerUpType; content: string; generation: GenerationRecord; at: string }
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
  | WorkspaceDocumentGenerated
  | WorkspaceDocumentEdited
  | PowerUpGenerated;

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

// Events of the platform idea aggregate (stream `idea-<id>`, source FD), documents included. Times are ISO-8601.
import type { DomainEvent } from '../shared/decider';
import type { DocumentType, IdeaType } from './idea-enumerations';
import type { IdeaContent, NewIdea } from './idea-fields';
import type { IdeaScored } from '../scoring/scoring-events';
import type { GenerationRecord } from '../workspace/workspace-fields';

export const ideaStreamId = (ideaId: number) => `idea-${ideaId}`;

/** `generation`: the AI's record when an admin's batch wrote the idea (absent for ideas written by hand or seeded). */
export type IdeaCreated = DomainEvent<
  'IdeaCreated',
  NewIdea & { ideaId: number; creatorId: string; createdAt: string; at: string; generation?: GenerationRecord }
>;
/** Only the fields that changed. */
export type IdeaEdited = DomainEvent<'IdeaEdited', { ideaId: number; changes: Partial<IdeaContent>; at: string }>;
export type IdeaPublished = DomainEvent<'IdeaPublished', { ideaId: number; at: string }>;
export type IdeaUnpublished = DomainEvent<'IdeaUnpublished', { ideaId: number; at: string }>;
export type IdeaTypeChanged = DomainEvent<'IdeaTypeChanged', { ideaId: number; type: IdeaType; at: string }>;
/** `stamp` null clears it. */
export type IdeaStamped = DomainEvent<'IdeaStamped', { ideaId: number; stamp: string | null; at: string }>;
/** `activatedAt` starts the 48-hour window when switched on; null when switched off. */
export type IdeaAutoDeleteSwitched = DomainEvent<
  'IdeaAutoDeleteSwitched',
  { ideaId: number; autoDeleted: boolean; activatedAt: string | null; at: string }
>;
export type IdeaArchived = DomainEvent<'IdeaArchived', { ideaId: number; at: string }>;
/** Title and description travel along for the deleted-ideas list (docs/product.md "Admin: Deleted Ideas"). */
export type IdeaDeleted = DomainEvent<'IdeaDeleted', { ideaId: number; title: string; description: string; at: string }>;
export type IdeaRestored = DomainEvent<'IdeaRestored', { ideaId: number; at: string }>;
/** `generation`: the AI's record when an admin's document generation wrote it. */
export type IdeaDocumentAdded = DomainEvent<
  'IdeaDocumentAdded',
  { ideaId: number; documentId: number; type: DocumentType; content: string; at: string; generation?: GenerationRecord }
>;
/** `generation`: the AI's record when an admin's document generation rewrote it. */
export type IdeaDocumentEdited = DomainEvent<
  'IdeaDocumentEdited',
  { ideaId: number; documentId: number; content: string; at: string; generation?: GenerationRecord }
>;

export type IdeaEvent =
  | IdeaCreated
  | IdeaEdited
  | IdeaPublished
  | IdeaUnpublished
  | IdeaTypeChanged
  | IdeaStamped
  | IdeaAutoDeleteSwitched
  | IdeaArchived
  | IdeaDeleted
  | IdeaRestored
  | IdeaDocumentAdded
  | IdeaDocumentEdited
  | IdeaScored;

export const IDEA_EVENT_TYPES = [
  'IdeaCreated',
  'IdeaEdited',
  'IdeaPublished',
  'IdeaUnpublished',
  'IdeaTypeChanged',
  'IdeaStamped',
  'IdeaAutoDeleteSwitched',
  'IdeaArchived',
  'IdeaDeleted',
  'IdeaRestored',
  'IdeaDocumentAdded',
  'IdeaDocumentEdited',
  'IdeaScored',
] as const satisfies readonly IdeaEvent['type'][];

/**
 * Views are counted in the query API and recorded in batches, so reading an idea never waits on a write.
 * Stream `idea-views`; `counts` maps idea id to the views seen since the previous batch.
 */
export const IDEA_VIEWS_STREAM = 'idea-views';
export type IdeaViewsRecorded = DomainEvent<'IdeaViewsRecorded', { counts: Record<string, number>; at: string }>;

// Commands of the platform idea aggregate. Ids (from Postgres sequences) and time enter as inputs.
import type { Command } from '../shared/decider';
import type { IdeaType } from './catalog';
import type { IdeaContent, NewDocument, NewIdea } from './idea-fields';

/** An admin's new idea, or the seed's (with its documents and, for the seed, a creation date in the past). */
export type CreateIdea = Command<'CreateIdea', { ideaId: number; idea: NewIdea; documents: NewDocument[]; createdAt?: Date }>;
export type EditIdea = Command<'EditIdea', { changes: Partial<IdeaContent> }>;
export type PublishIdea = Command<'PublishIdea', Record<string, never>>;
export type UnpublishIdea = Command<'UnpublishIdea', Record<string, never>>;
export type ChangeIdeaType = Command<'ChangeIdeaType', { type: IdeaType }>;
export type StampIdea = Command<'StampIdea', { stamp: string | null }>;
export type SwitchAutoDelete = Command<'SwitchAutoDelete', { autoDeleted: boolean }>;
/** Anyone may ask (the SPA asks when its countdown ends); the idea decides whether the 48 hours have passed. */
export type ArchiveIdea = Command<'ArchiveIdea', Record<string, never>>;
export type DeleteIdea = Command<'DeleteIdea', Record<string, never>>;
export type RestoreIdea = Command<'RestoreIdea', Record<string, never>>;
export type AddIdeaDocument = Command<'AddIdeaDocument', NewDocument>;
export type EditIdeaDocument = Command<'EditIdeaDocument', { documentId: number; content: string }>;

export type IdeaCommand =
  | CreateIdea
  | EditIdea
  | PublishIdea
  | UnpublishIdea
  | ChangeIdeaType
  | StampIdea
  | SwitchAutoDelete
  | ArchiveIdea
  | DeleteIdea
  | RestoreIdea
  | AddIdeaDocument
  | EditIdeaDocument;

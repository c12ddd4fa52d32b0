// Commands of the platform idea aggregate. Ids (from Postgres sequences) and time enter as inputs.
import type { Command } from '../shared/decider';
import type { IdeaStatus, IdeaType } from './idea-enumerations';
import type { IdeaContent, NewDocument, NewIdea } from './idea-fields';
import type { IdeaScored } from '../scoring/scoring-events';
import type { GenerationRecord } from '../workspace/workspace-fields';

/**
 * An admin's new idea, or the seed's (with its documents and, for the seed, a creation date in the past). `publish`:
 * publish it at once if it may be; when it may not, it is created Unpublished all the same and the refusal says why.
 */
export type CreateIdea = Command<
  'CreateIdea',
  { ideaId: number; idea: NewIdea; documents: NewDocument[]; createdAt?: Date; publish?: boolean; generation?: GenerationRecord }
>;
export type EditIdea = Command<'EditIdea', { changes: Partial<IdeaContent> }>;
/** The admin's edit form (PUT /api/admin/ideas/{id}): fields, type and status, decided together and recorded at once. */
export type UpdateIdea = Command<'UpdateIdea', { changes: Partial<IdeaContent>; type?: IdeaType; status?: IdeaStatus }>;
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
/**
 * An admin's generated document (POST /api/admin/documents/generate): added under `documentId` (allocated with the
 * job) when the idea has none of its type, else it rewrites the one it has. Repeating it after it was added records
 * nothing, so a redelivered job item lands once.
 */
export type GenerateIdeaDocument = Command<'GenerateIdeaDocument', NewDocument & { generation: GenerationRecord }>;

/**
 * A job's scorecard of the idea under a rubric version (docs/product.md "Scores and market sizing"). Recorded once per
 * rubric version and scored fields: the same `fieldsHash` under the same version records nothing.
 */
export type ScoreIdea = Command<'ScoreIdea', Omit<IdeaScored['data'], 'ideaId' | 'at'>>;

export type IdeaCommand =
  | CreateIdea
  | EditIdea
  | UpdateIdea
  | PublishIdea
  | UnpublishIdea
  | ChangeIdeaType
  | StampIdea
  | SwitchAutoDelete
  | ArchiveIdea
  | DeleteIdea
  | RestoreIdea
  | AddIdeaDocument
  | EditIdeaDocument
  | GenerateIdeaDocument
  | ScoreIdea;

// Commands of a member's workspace. Ids (from Postgres sequences), time and the AI's output enter as inputs: the
// command handler generates before it decides, so a retried decision appends the very same content.
import type { DocumentType } from '../ideas/idea-enumerations';
import type { ScoreIdea } from '../ideas/idea-commands';
import type { Command } from '../shared/decider';
import type { PowerUpType } from './power-ups';
import type { PlatformIdea } from './platform-idea-copy';
import { copyKindOf, type CopyFields, type CopyKind, type GenerationRecord, type UserIdeaSource } from './workspace-fields';
import type { WorkspaceState } from './workspace-state';

/**
 * The idea a save copies, as the stream it lives in has it: a platform idea's own stream, or a member's idea in its
 * creator's workspace (their copy carries its fields, their edits included).
 */
export type SavedOriginal = { kind: 'FD'; idea: PlatformIdea } | { kind: 'user'; source: UserIdeaSource; creator: WorkspaceState };
/** The collection a copy of the original goes to (the original named by its kind and, for a member's idea, source). */
export const copyKindOfOriginal = (original: { kind: 'FD' } | { kind: 'user'; source: UserIdeaSource }): CopyKind =>
  original.kind === 'FD' ? 'idea' : copyKindOf(original.source);
/** A copy of a platform idea or of someone's approved idea: the decider checks that the member may see it. */
export type SaveIdeaToWorkspace = Command<'SaveIdeaToWorkspace', { copyId: number; originalId: number; original: SavedOriginal }>;
export type GenerateUserIdea = Command<
  'GenerateUserIdea',
  { ideaId: number; copyId: number; source: UserIdeaSource; idea: CopyFields; private: boolean; userContext: string; generation: GenerationRecord }
>;
export type EditWorkspaceIdea = Command<'EditWorkspaceIdea', { copyId: number; changes: Partial<CopyFields> }>;
/** `id` is the user idea's id or its copy's id (the workspace shows the copy's). */
export type ShareUserIdea = Command<'ShareUserIdea', { source: UserIdeaSource; id: number }>;
export type GenerateWorkspaceDocument = Command<
  'GenerateWorkspaceDocument',
  { documentId: number; copyId: number; type: DocumentType; content: string; generation: GenerationRecord }
>;
export type EditWorkspaceDocument = Command<'EditWorkspaceDocument', { documentId: number; content: string }>;
export type GeneratePowerUp = Command<
  'GeneratePowerUp',
  { powerUpId: number; copyId: number; type: PowerUpType; content: string; generation: GenerationRecord }
>;

/**
 * An admin's curation of a member's idea (docs/product.md "Workspace and AI generation"), decided in its creator's
 * workspace: the idea is named by its source and its own id (not a copy's).
 */
type UserIdeaCommand<Type extends string, Data = unknown> = Command<Type, { source: UserIdeaSource; ideaId: number } & Data>;
export type PublishUserIdea = UserIdeaCommand<'PublishUserIdea'>;
export type UnpublishUserIdea = UserIdeaCommand<'UnpublishUserIdea'>;
/** `stamp` null clears it. */
export type StampUserIdea = UserIdeaCommand<'StampUserIdea', { stamp: string | null }>;
export type DeleteUserIdea = UserIdeaCommand<'DeleteUserIdea'>;
export type RestoreUserIdea = UserIdeaCommand<'RestoreUserIdea'>;
/**
 * A job's scorecard of a public member's idea (docs/product.md "Scores and market sizing"): recorded once per rubric
 * version and scored fields, as a platform idea's is; a private or deleted idea records nothing.
 */
export type ScoreUserIdea = UserIdeaCommand<'ScoreUserIdea', ScoreIdea['data']>;
export type UserIdeaCuration = PublishUserIdea | UnpublishUserIdea | StampUserIdea | DeleteUserIdea | RestoreUserIdea | ScoreUserIdea;

export type WorkspaceCommand =
  | SaveIdeaToWorkspace
  | GenerateUserIdea
  | EditWorkspaceIdea
  | ShareUserIdea
  | GenerateWorkspaceDocument
  | EditWorkspaceDocument
  | GeneratePowerUp
  | UserIdeaCuration;

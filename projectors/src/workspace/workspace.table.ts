// The `workspace` read model (docs/product.md "Data model", "Power-ups", in
// snake_case): what members generated and saved, from their `workspace-<userId>` streams. Copies of every kind share
// one table (the event names the kind); a copy of the member's own generated idea repeats that idea's fields, and an
// edit of the copy edits both rows, so each reads like its own table in the spec.
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { PowerUpType } from '@app/domain/workspace/power-ups';
import type { CopyKind, UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { IdeaFieldColumns } from '../ideas/idea-columns.table';

/** A UGI or UGP2P idea; `(source, id)` is the key, the two come from separate sequences. */
export interface UserIdeasTable extends IdeaFieldColumns {
  source: UserIdeaSource;
  id: number;
  creator_id: string;
  /** The creator's own copy. */
  copy_id: number;
  /** Published once an admin approves it (publishing is the approval). */
  status: 'Unpublished' | 'Published';
  private: boolean;
  /** Set by an admin, as on a platform idea. */
  stamp: string | null;
  /**
   * Deleted by an admin: the idea and every member's copy of it (with their documents and power-ups) are out of view
   * until restored.
   */
  deleted_at: Date | null;
  /** The member's words the idea was generated from. */
  user_context: string;
  /** When it was generated: the monthly count of generated ideas reads this. */
  created_at: Date;
  updated_at: Date;
}

export interface WorkspaceCopiesTable extends IdeaFieldColumns {
  kind: CopyKind;
  id: number;
  user_id: string;
  /** The platform idea's id (kind 'idea') or the user idea's. */
  original_id: number;
  added_at: Date;
  updated_at: Date;
}

/** A member's document: its id is its own `originalDocId`. */
export interface WorkspaceDocumentsTable {
  id: number;
  user_id: string;
  kind: CopyKind;
  copy_id: number;
  type: DocumentType;
  content: string;
  /** When it was generated: the monthly count of copies with documents reads this. */
  created_at: Date;
  updated_at: Date;
}

export interface WorkspacePowerUpsTable {
  id: number;
  user_id: string;
  kind: CopyKind;
  copy_id: number;
  type: PowerUpType;
  content: string;
  created_at: Date;
  updated_at: Date;
}

/** The last revision of each workspace stream applied: events at or below it are skipped (idempotent pages). */
export interface WorkspaceStreamsTable {
  stream_id: string;
  last_revision: string;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type WorkspaceProjectionDatabase = {
  user_ideas: UserIdeasTable;
  workspace_copies: WorkspaceCopiesTable;
  workspace_documents: WorkspaceDocumentsTable;
  workspace_power_ups: WorkspacePowerUpsTable;
  workspace_streams: WorkspaceStreamsTable;
};

/** What readers query: the views onto the active generation (a type, not an interface: `withTables` takes it). */
export type WorkspaceReadDatabase = {
  'read.user_ideas': UserIdeasTable;
  'read.workspace_copies': WorkspaceCopiesTable;
  'read.workspace_documents': WorkspaceDocumentsTable;
  'read.workspace_power_ups': WorkspacePowerUpsTable;
  'read.workspace_streams': WorkspaceStreamsTable;
};

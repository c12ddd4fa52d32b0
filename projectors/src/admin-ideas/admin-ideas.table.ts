// The `admin_ideas` read model (docs/product.md "Data model", "Admin: Ideas", "Admin: Deleted Ideas"): every idea the
// admin curates, platform (FD) and member-generated (UGI, UGP2P) alike, keyed by (source, id) since the three come
// from separate sequences. The list's columns and the long content fields sit in two tables, so the list's counts
// and sorts read narrow rows. A deleted idea keeps its rows (with `deleted_at`): its later events still apply, and a
// restore brings it back whole.
import type { Generated } from 'kysely';
import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDetailColumns, IdeaFieldColumns, IdeaStateColumns } from '../ideas/idea-columns.table';

export interface AdminIdeasTable extends IdeaStateColumns, Omit<IdeaFieldColumns, keyof IdeaDetailColumns> {
  /** The single categories of `category` (the `categories` filter, GIN-indexed). */
  categories: string[];
  /** The sequence's next value at each write of the row: readers that follow the table read what moved past theirs. */
  change_seq: Generated<string>;
}

export type AdminIdeaDetailsTable = Pick<IdeaStateColumns, 'source' | 'id'> & IdeaDetailColumns;

/** Links of platform ideas to live trends (a deleted trend's links are removed); trends link FD ideas only. */
export interface AdminIdeaTrendsTable {
  trend_id: number;
  idea_id: number;
}

/** One row per deleted idea, removed on restore. */
export interface DeletedIdeasTable {
  source: IdeaSource;
  id: number;
  /** Who deleted it: the event's actor. */
  user_id: string | null;
  title: string;
  description: string;
  deleted_at: Date;
}

/** The last revision applied of each stream (`idea-`, `trend-`, `workspace-`): events at or below it are skipped. */
export interface AdminIdeasStreamsTable {
  stream_id: string;
  last_revision: string;
}

/** Which build of the read model this is: a rebuilt one has a new id (followers then load it afresh). */
export interface AdminIdeasMetaTable {
  id: number;
  build_id: string;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type AdminIdeasProjectionDatabase = {
  admin_ideas: AdminIdeasTable;
  admin_idea_details: AdminIdeaDetailsTable;
  admin_idea_trends: AdminIdeaTrendsTable;
  deleted_ideas: DeletedIdeasTable;
  admin_ideas_streams: AdminIdeasStreamsTable;
  admin_ideas_meta: AdminIdeasMetaTable;
};

/** What readers query: the views onto the active generation (a type, not an interface: `withTables` takes it). */
export type AdminIdeasReadDatabase = {
  'read.admin_ideas': AdminIdeasTable;
  'read.admin_idea_details': AdminIdeaDetailsTable;
  'read.admin_idea_trends': AdminIdeaTrendsTable;
  'read.deleted_ideas': DeletedIdeasTable;
  'read.admin_ideas_streams': AdminIdeasStreamsTable;
  'read.admin_ideas_meta': AdminIdeasMetaTable;
};

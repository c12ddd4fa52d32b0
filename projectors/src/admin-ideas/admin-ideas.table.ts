// The `admin_ideas` read model (spec 001 §2 Ideas and Deleted Ideas sections, §3 deleted_ideas): every idea the
// admin curates, platform (FD) and member-generated (UGI, UGP2P) alike, keyed by (source, id) since the three come
// from separate sequences. The list's columns and the long content fields sit in two tables, so the list's counts
// and sorts read narrow rows. A deleted idea keeps its rows (with `deleted_at`): its later events still apply, and a
// restore brings it back whole.
import type { Generated } from 'kysely';
import type { IdeaSource, IdeaStatus, IdeaType } from '@app/domain/ideas/idea-enumerations';

export interface AdminIdeasTable {
  source: IdeaSource;
  id: number;
  batch_number: number | null;
  title: string;
  description: string;
  /** Comma-separated, as stored. */
  category: string;
  /** The single categories of `category` (the `categories` filter, GIN-indexed). */
  categories: string[];
  type: IdeaType;
  status: IdeaStatus;
  private: boolean;
  stamp: string | null;
  auto_deleted: boolean;
  auto_delete_activated_at: Date | null;
  archived: boolean;
  creator_id: string;
  /** A user idea's creator's own copy (whose edits are the idea's); null for FD ideas. */
  copy_id: number | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  /** The sequence's next value at each write of the row: readers that follow the table read what moved past theirs. */
  change_seq: Generated<string>;
}

export interface AdminIdeaDetailsTable {
  source: IdeaSource;
  id: number;
  business_model: string;
  market_size: string;
  competition: string;
  problem: string;
  solution: string;
  differentiation: string;
  go_to_market: string;
  wow_factor: string;
  revenue: string;
  timeline: string;
  team_size: string;
  technologies: string[];
  tags: string[];
  mockup: string | null;
  country: string;
}

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

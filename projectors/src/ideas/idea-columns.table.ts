// The columns of an idea that the read models folding idea events hold alike (fold-idea-events.ts): the catalog's
// `ideas` all in one row, admin_ideas' split between its list (`admin_ideas`) and its details (`admin_idea_details`).
// Each table adds its own columns to these. The workspace's tables hold the same fields (IdeaFieldColumns).
import type { IdeaSource, IdeaStatus, IdeaType } from '@app/domain/ideas/idea-enumerations';

/** The long fields of an idea: admin_ideas keeps them out of its list's rows. */
export interface IdeaDetailColumns {
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

/** An idea's content and type (CopyFields) as columns. */
export interface IdeaFieldColumns extends IdeaDetailColumns {
  title: string;
  description: string;
  /** Comma-separated, as written. */
  category: string;
  type: IdeaType;
}

/** What an idea is besides its fields: who made it and when, and what the admin's curation and the creator did to it. */
export interface IdeaStateColumns {
  source: IdeaSource;
  id: number;
  batch_number: number | null;
  status: IdeaStatus;
  private: boolean;
  stamp: string | null;
  auto_deleted: boolean;
  auto_delete_activated_at: Date | null;
  archived: boolean;
  creator_id: string;
  /** A member's idea's creator's own copy (an edit of that copy edits the idea); null for platform ideas. */
  copy_id: number | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Each column's SQL type, for writing a page's rows as one recordset (../runtime/recordset.ts). */
export const IDEA_DETAIL_COLUMN_TYPES = {
  business_model: 'text', market_size: 'text', competition: 'text', problem: 'text', solution: 'text', differentiation: 'text',
  go_to_market: 'text', wow_factor: 'text', revenue: 'text', timeline: 'text', team_size: 'text', technologies: 'text[]', tags: 'text[]',
  mockup: 'text', country: 'text',
} as const satisfies Record<keyof IdeaDetailColumns, string>;
export const IDEA_FIELD_COLUMN_TYPES = {
  title: 'text', description: 'text', category: 'text', type: 'text', ...IDEA_DETAIL_COLUMN_TYPES,
} as const satisfies Record<keyof IdeaFieldColumns, string>;
export const IDEA_STATE_COLUMN_TYPES = {
  source: 'text', id: 'integer', batch_number: 'integer', status: 'text', private: 'boolean', stamp: 'text', auto_deleted: 'boolean',
  auto_delete_activated_at: 'timestamptz', archived: 'boolean', creator_id: 'text', copy_id: 'integer', created_at: 'timestamptz',
  updated_at: 'timestamptz', deleted_at: 'timestamptz',
} as const satisfies Record<keyof IdeaStateColumns, string>;

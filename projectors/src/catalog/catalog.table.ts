// The `catalog` read model (docs/product.md "Data model", in snake_case): what the marketplace,
// the idea pages and the trend pages read. `ideas` holds the platform's ideas and the members' (UGI, UGP2P: their ids
// have ranges of their own), so the marketplace can list an approved user idea beside the platform's. Rows are never
// removed for a deleted idea or trend: they keep their row with `deleted_at`, so a late event for them stays
// idempotent and a restore brings the idea back whole.
import type { Generated } from 'kysely';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { TrendSource, TrendType } from '@app/domain/trends/trend-view';
import type { IdeaFieldColumns, IdeaStateColumns } from '../ideas/idea-columns.table';
import type { IdeaScoresTable, RubricVersionsTable } from './catalog-scores.table';

export interface IdeasTable extends IdeaStateColumns, IdeaFieldColumns {
  /** Views recorded so far (IdeaViewsRecorded); int8 comes back from pg as text. */
  views: string;
  /** The dollar amount `market_size` names, for the market-size sorts; null when it names none. */
  market_size_amount: number | null;
  /** competitionRank(competition): Low 0, Medium 1, High 2, Very high 3, other 4. */
  competition_rank: number;
  /** stampRank(stamp): Top Picks 0, Crazy 1, other stamps 2, none 3. */
  stamp_rank: number;
  /**
   * The last revision applied to this row (and its documents) of the one stream that speaks for it: `idea-<id>` for a
   * platform idea, its creator's `workspace-<userId>` for a user idea.
   */
  last_revision: string;
  /**
   * Moves forward (a sequence of this generation) every time the row changes, views included, so a reader that
   * remembers the highest value it saw can ask for exactly the rows changed since (the query API's index does).
   */
  change_seq: Generated<string>;
}

export interface IdeaDocumentsTable {
  id: number;
  idea_id: number;
  type: DocumentType;
  content: string;
  created_at: Date;
  updated_at: Date;
}

export interface TrendsTable {
  id: number;
  title: string;
  description: string;
  type: TrendType;
  source: TrendSource;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  last_revision: string;
}

/** One row per link; a deleted trend's links are removed, a deleted idea's stay (reads leave the idea out). */
export interface IdeaTrendsTable {
  trend_id: number;
  idea_id: number;
  created_at: Date;
}

/** One row: what identifies this build of the read model, and the last applied revision of `idea-views`. */
export interface CatalogMetaTable {
  id: number;
  /** Random per generation: a reader that sees it change knows the change sequence started over (a rebuild). */
  build_id: string;
  views_revision: string;
  /** The rubric version whose scores the marketplace shows (catalog-scores.table.ts). */
  active_rubric: number;
  /** The last applied revision of `scoring-rubric`. */
  rubric_revision: string;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type CatalogProjectionDatabase = {
  ideas: IdeasTable;
  idea_documents: IdeaDocumentsTable;
  trends: TrendsTable;
  idea_trends: IdeaTrendsTable;
  catalog_meta: CatalogMetaTable;
  idea_scores: IdeaScoresTable;
  rubric_versions: RubricVersionsTable;
};

/** What readers query: the views onto the active generation (a type, not an interface: `withTables` takes it). */
export type CatalogReadDatabase = {
  'read.ideas': IdeasTable;
  'read.idea_documents': IdeaDocumentsTable;
  'read.trends': TrendsTable;
  'read.idea_trends': IdeaTrendsTable;
  'read.catalog_meta': CatalogMetaTable;
  'read.idea_scores': IdeaScoresTable;
  'read.rubric_versions': RubricVersionsTable;
};

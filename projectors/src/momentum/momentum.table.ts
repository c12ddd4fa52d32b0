// The `momentum` read model (docs/product.md "Momentum"): each idea's activity per UTC day, from our own events. What
// a category, a tag or a trend shows is summed over its ideas' rows when read (projectors/src/momentum/README.md).
import type { Generated } from 'kysely';

/** One row per idea and day with any activity; days older than MOMENTUM_RETENTION_DAYS are pruned. */
export interface MomentumDaysTable {
  idea_id: number;
  /** The UTC day; read as `day::text` (YYYY-MM-DD): node-pg would make a local-time Date of a `date`. */
  day: string;
  /** The idea dialog or page opened (IdeaViewsRecorded.counts). */
  views: number;
  /** Saved to a workspace (IdeaSavedToWorkspace). */
  saves: number;
  /** A share link given out (IdeaViewsRecorded.shares). */
  shares: number;
  /** A document added to the platform idea, or generated for a member's copy of it. */
  documents: number;
  /** Moves forward every time the row changes, so the query API's trending keys can follow the table. */
  change_seq: Generated<string>;
}

/**
 * A building generation's rows (README.md here, "A rebuild"): each page's rows appended as they are, the day in days
 * since 1970; summed into momentum_days and emptied when the generation has caught up, before it serves.
 */
export interface MomentumDaysStagedTable {
  idea_id: number;
  day: number;
  views: number;
  saves: number;
  shares: number;
  documents: number;
}

/** Which idea a workspace copy is of, so a document generated for the copy counts for its idea. */
export interface MomentumCopiesTable {
  copy_id: number;
  idea_id: number;
}

/** One row (id 1): the build, the last event applied and how far the rows are pruned. */
export interface MomentumMetaTable {
  id: number;
  /** A fresh id per generation: the query API's follower loads afresh when it changes. */
  build_id: string;
  /** The position of the last event applied ('<commit>-<prepare>'); events at or before it are passed over. */
  last_position: string | null;
  /** The newest day an event fell on; rows older than its retention window are pruned. */
  newest_day: string | null;
}

export type MomentumProjectionDatabase = {
  momentum_days: MomentumDaysTable;
  momentum_days_staged: MomentumDaysStagedTable;
  momentum_copies: MomentumCopiesTable;
  momentum_meta: MomentumMetaTable;
};

export type MomentumReadDatabase = {
  'read.momentum_days': MomentumDaysTable;
  'read.momentum_meta': MomentumMetaTable;
};

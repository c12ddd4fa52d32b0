// The `quality_control` read model (docs/product.md "Admin: Quality Control"): platform (FD) ideas with their text's
// fingerprint (infra/src/idea-similarity/similarity.ts), the groups of exact duplicates and the pairs of texts at least
// 75% similar, kept up to date idea by idea as ideas are created, edited, deleted and restored.
import type { IdeaStatus, IdeaType } from '@app/domain/ideas/idea-enumerations';

export interface QualityControlIdeasTable {
  id: number;
  /** The last applied revision of the idea's stream (`idea-<id>`): events at or below it are skipped. */
  revision: string;
  title: string;
  description: string;
  /** Comma-separated, as stored. */
  category: string;
  /** The single categories of `category`, in lower case: the `category` filter matches them. */
  categories: string[];
  batch_number: number | null;
  type: IdeaType;
  status: IdeaStatus;
  created_at: Date;
  /** Deleted ideas keep their row (a restore needs it) but leave every group and pair, and their bands are empty. */
  deleted: boolean;
  /** The normalised text's hash: equal for exact duplicates. */
  text_key: string;
  /** The text's hashed word shingles, ascending, 4 bytes each (infra/src/idea-similarity/similarity.ts encodeShingles). */
  shingles: Buffer;
  /** The MinHash band keys (candidate-index.ts). */
  bands: number[];
}

/**
 * One row: the page the model applied last, named by its applier with a random id. A projector holding the model's
 * candidate index in memory knows from it whether the index still shows the tables as they are.
 */
export interface QualityControlStateTable {
  page: string | null;
}

/** One row per normalised text held by two live ideas or more. */
export interface QualityControlGroupsTable {
  text_key: string;
  size: number;
  /** The newest idea's creation time: groups are listed by size, then newest first. */
  newest_at: Date;
}

/**
 * Two texts of live ideas at least 75% similar (not equal: equal texts are a group). A text held by several ideas (an
 * exact-duplicate group) is one side, so the pair is listed once however many copies either side has.
 */
export interface QualityControlPairsTable {
  /** The lower text key (QualityControlIdeasTable.text_key). */
  key1: string;
  key2: string;
  similarity: number;
  /** Its rows in quality_control_pair_filters (categoryFilter, batchFilter), so removing them finds them. */
  filters: string[];
}

/**
 * A pair under each filter one of its texts' live ideas matches: a filtered read walks one filter's pairs by
 * similarity and stops at its bound, however many pairs other filters hold.
 */
export interface QualityControlPairFiltersTable {
  filter: string;
  similarity: number;
  key1: string;
  key2: string;
  /** For a category's row: the batch numbers of the pair's ideas in that category (category and batch together). */
  batches: number[];
}

/** One row: how many pairs the model holds, so the unfiltered count is read, not counted. */
export interface QualityControlTotalsTable {
  pairs: number;
}

/** What begins each kind of filter (the projection writes the rows in SQL from these). */
export const CATEGORY_FILTER = 'c:';
export const BATCH_FILTER = 'b:';
/** The filter of the ideas in one category (`category` as the filter gives it: the read lower-cases it too). */
export const categoryFilter = (category: string) => `${CATEGORY_FILTER}${category.toLowerCase()}`;
export const batchFilter = (batch: number) => `${BATCH_FILTER}${batch}`;

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type QualityControlProjectionDatabase = {
  quality_control_ideas: QualityControlIdeasTable;
  quality_control_state: QualityControlStateTable;
  quality_control_groups: QualityControlGroupsTable;
  quality_control_pairs: QualityControlPairsTable;
  quality_control_pair_filters: QualityControlPairFiltersTable;
  quality_control_totals: QualityControlTotalsTable;
};

/** What readers query: the views onto the active generation (a type, not an interface: `withTables` takes it). */
export type QualityControlReadDatabase = {
  'read.quality_control_ideas': QualityControlIdeasTable;
  'read.quality_control_groups': QualityControlGroupsTable;
  'read.quality_control_pairs': QualityControlPairsTable;
  'read.quality_control_pair_filters': QualityControlPairFiltersTable;
  'read.quality_control_totals': QualityControlTotalsTable;
};

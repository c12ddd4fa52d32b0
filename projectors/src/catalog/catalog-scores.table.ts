// The catalog's scores (docs/product.md "Scores and market sizing"): every rubric version's scorecard of each idea
// (nothing is dropped when a version is discarded or retired), and the rubric's versions with the active one. The
// marketplace reads an idea's score under the active version (`catalog_meta.active_rubric`).
import type { Scorecard } from '@app/domain/scoring/scorecard';
import type { RubricVersionView } from '@app/domain/scoring/scoring-api';

export interface IdeaScoresTable {
  idea_id: number;
  rubric_version: number;
  overall: number;
  /** Each dimension's score, in SCORE_DIMENSIONS order (the comparison's histograms read these, not the scorecard). */
  dimensions: number[];
  scorecard: Scorecard;
  fields_hash: string;
  prompt_hash: string;
  provider: string;
  model: string;
  tokens_in: number;
  tokens_out: number;
  scored_at: Date;
  /**
   * The revision of the stream that recorded it (`idea-<id>`, a member's idea's `workspace-<userId>`): an older score
   * never replaces a newer one.
   */
  revision: string;
}

export interface RubricVersionsTable {
  version: number;
  status: RubricVersionView['status'];
  /** Null for the first version until an idea is scored under it (it is active from the start, with no event). */
  prompt_hash: string | null;
  created_at: Date | null;
}

import { DIMENSION_LABELS, SCORE_DIMENSIONS, type ScoreDimension } from '@app/domain/scoring/scorecard';
import type { RubricComparison } from '@app/domain/scoring/scoring-api';

// The comparison's histograms as the charts and their tables read them: one row per bucket, the active version's
// count beside the candidate's (docs/product.md "Scores and market sizing").

export type Distribution = 'overall' | ScoreDimension;
/** Overall first: the number the cards show. */
export const DISTRIBUTIONS: readonly Distribution[] = ['overall', ...SCORE_DIMENSIONS];

export const distributionLabel = (distribution: Distribution) => (distribution === 'overall' ? 'Overall (0-100)' : DIMENSION_LABELS[distribution]);

export interface BucketRow {
  /** '7' for a dimension's score; '70-79' for overall ('90-100' last). */
  bucket: string;
  active: number;
  candidate: number;
}

const bucketLabel = (distribution: Distribution, index: number) => {
  if (distribution !== 'overall') return String(index + 1);
  return index === 9 ? '90-100' : `${index * 10}-${index * 10 + 9}`;
};

export function bucketRows(comparison: RubricComparison, distribution: Distribution): BucketRow[] {
  const counts = (side: RubricComparison['active']) => (distribution === 'overall' ? side.overall : side.dimensions[distribution]);
  const active = counts(comparison.active);
  const candidate = counts(comparison.candidate);
  return active.map((count, index) => ({ bucket: bucketLabel(distribution, index), active: count, candidate: candidate[index] ?? 0 }));
}

import { DIMENSION_LABELS, SCORE_DIMENSIONS, type IdeaScore, type ScoreDimension } from '@app/domain/scoring/scorecard';

// How a score reads: its band (for colour, never the only cue: the number is always written) and the dimensions in
// the scorecard's order.

export type ScoreLevel = 'high' | 'medium' | 'low';

/** 70 and up high, 50 to 69 medium, under 50 low (of 100); a dimension's 1-10 is scaled by ten. */
export function scoreLevel(overall: number): ScoreLevel {
  if (overall >= 70) return 'high';
  if (overall >= 50) return 'medium';
  return 'low';
}

export function scoreName(overall: number): string {
  return `Score ${overall} out of 100`;
}

/** A chart's short label: the label without its parenthesis ('Competition'), which the table and the reasons keep. */
export function shortDimensionLabel(dimension: ScoreDimension): string {
  return DIMENSION_LABELS[dimension].replace(/\s*\(.*\)$/, '');
}

export interface DimensionRow {
  dimension: ScoreDimension;
  label: string;
  score: number;
}

export function dimensionRows(score: Pick<IdeaScore, 'dimensions'>): DimensionRow[] {
  return SCORE_DIMENSIONS.map((dimension) => ({
    dimension,
    label: DIMENSION_LABELS[dimension],
    score: score.dimensions[dimension],
  }));
}

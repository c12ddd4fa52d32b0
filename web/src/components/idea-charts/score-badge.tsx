import type { IdeaScore } from '@app/domain/scoring/scorecard';
import { scoreLevel, scoreName } from './score-levels';
import './idea-charts.css';

/** An idea's overall score as a small badge ('72', read as 'Score 72 out of 100'); nothing while it has none. */
export function ScoreBadge({ score, size = 'small' }: { score: Pick<IdeaScore, 'overall'> | null; size?: 'small' | 'large' }) {
  if (!score) return null;
  return (
    <span className="score-badge" data-level={scoreLevel(score.overall)} data-size={size} role="img" aria-label={scoreName(score.overall)} title={scoreName(score.overall)}>
      {score.overall}
    </span>
  );
}

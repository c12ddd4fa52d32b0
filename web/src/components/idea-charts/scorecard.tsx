import { DIMENSION_LABELS, type IdeaScore, type IdeaScoreDetail, type ScoreDimension } from '@app/domain/scoring/scorecard';
import type { ReactNode } from 'react';
import { ChartFigure, type ChartColor } from '../charts';
import { ScoreBadge } from './score-badge';
import { dimensionRows, shortDimensionLabel, type DimensionRow } from './score-levels';

const BAR_COLORS = { high: 'success', medium: 'warning', low: 'danger' } as const satisfies Record<string, ChartColor>;

/** A dimension's bar: 7 and up high, 5 and 6 medium, under 5 low. */
function barColor(row: DimensionRow): ChartColor {
  if (row.score >= 7) return BAR_COLORS.high;
  if (row.score >= 5) return BAR_COLORS.medium;
  return BAR_COLORS.low;
}

interface ScorecardProps {
  /** The card's score (numbers only) or the detail's (with the verdict and, unless locked, the reasons). */
  score: IdeaScore | IdeaScoreDetail | null;
  /** Shown in place of the reasons, flags and lights when the server withheld them (a locked premium idea). */
  lockedNotice?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

function hasDetail(score: IdeaScore | IdeaScoreDetail): score is IdeaScoreDetail {
  return 'verdict' in score;
}

/**
 * An idea's scorecard (docs/features.md "Scores"): the overall score and its verdict, the seven dimensions as a bar
 * chart with its table, then each dimension's reason, the red flags and the green lights. The reasons are premium
 * content: when the server withheld them the numbers still show and `lockedNotice` takes their place.
 */
export function Scorecard({ score, lockedNotice, headingLevel: Heading = 'h3' }: ScorecardProps) {
  if (!score) return null;
  const rows = dimensionRows(score);
  const detail = hasDetail(score) ? score : null;
  const reasons = detail?.reasons ?? null;
  return (
    <section className="scorecard" aria-label="Scorecard">
      <div className="scorecard__overall">
        <ScoreBadge score={score} size="large" />
        <div>
          <Heading className="scorecard__title">Scorecard</Heading>
          {detail && <p className="scorecard__verdict">{detail.verdict}</p>}
        </div>
      </div>
      <ChartFigure
        title="Dimensions"
        note="(1-10)"
        kind="bar"
        horizontal
        valueLabels
        domain={[0, 10]}
        rows={rows}
        x="dimension"
        formatX={(dimension) => DIMENSION_LABELS[dimension as ScoreDimension]}
        formatTick={(dimension) => shortDimensionLabel(dimension as ScoreDimension)}
        xLabel="Dimension"
        series={[{ key: 'score', label: 'Score (1-10)', color: 'primary' }]}
        barColor={barColor}
      />
      {reasons ? (
        <>
          <dl className="scorecard__reasons">
            {rows.map((row) => (
              <div key={row.dimension} className="scorecard__reason">
                <dt>
                  {row.label} <span className="scorecard__reason-score">{row.score}/10</span>
                </dt>
                <dd>{reasons[row.dimension]}</dd>
              </div>
            ))}
          </dl>
          <Flags title="Red flags" kind="red" items={detail?.redFlags ?? []} heading={Heading === 'h2' ? 'h3' : 'h4'} />
          <Flags title="Green lights" kind="green" items={detail?.greenLights ?? []} heading={Heading === 'h2' ? 'h3' : 'h4'} />
        </>
      ) : (
        detail && lockedNotice
      )}
    </section>
  );
}

function Flags({ title, kind, items, heading: Heading }: { title: string; kind: 'red' | 'green'; items: readonly string[]; heading: 'h3' | 'h4' }) {
  if (items.length === 0) return null;
  return (
    <div className="scorecard__flags" data-kind={kind}>
      <Heading className="scorecard__flags-title">{title}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

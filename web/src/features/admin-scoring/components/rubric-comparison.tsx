import type { RubricComparison } from '@app/domain/scoring/scoring-api';
import { bucketRows, DISTRIBUTIONS, distributionLabel } from '../utils/distribution-rows';
import { ChartFigure } from '../../../components/charts';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

const MEAN_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const mean = (value: number | null) => (value === null ? '—' : MEAN_FORMAT.format(value));

/**
 * The two versions side by side: their mean overall scores, a histogram per dimension and of overall (grouped bars),
 * and the ideas whose overall score moved most (those it did not move are left out).
 */
export function RubricComparisonView({ comparison }: { comparison: RubricComparison }) {
  const { active, candidate, movedMost } = comparison;
  // The answer ranks by the size of the move; an idea both versions score alike tells the admin nothing.
  const moved = movedMost.filter((idea) => idea.candidate !== idea.active);
  const activeName = `Version ${active.version} (active)`;
  const candidateName = `Version ${candidate.version}`;
  return (
    <div className="rubric-comparison">
      <dl className="rubric-comparison__means">
        <div>
          <dt>{activeName}</dt>
          <dd>
            mean overall {mean(active.meanOverall)} over {active.scored} ideas
          </dd>
        </div>
        <div>
          <dt>{candidateName}</dt>
          <dd>
            mean overall {mean(candidate.meanOverall)} over {candidate.scored} ideas
          </dd>
        </div>
      </dl>
      <div className="rubric-comparison__figures">
        {DISTRIBUTIONS.map((distribution) => (
          <ChartFigure
            key={distribution}
            title={distributionLabel(distribution)}
            kind="bar"
            height={180}
            rows={bucketRows(comparison, distribution)}
            x="bucket"
            xLabel="Score"
            series={[
              { key: 'active', label: activeName, color: 'muted' },
              { key: 'candidate', label: candidateName, color: 'primary' },
            ]}
          />
        ))}
      </div>
      <h3 className="rubric-comparison__title">The ideas that moved most</h3>
      {moved.length === 0 ? (
        <p className="rubric-comparison__empty">
          {movedMost.length === 0 ? 'No idea is scored under both versions yet.' : "No idea's overall score differs between the two versions."}
        </p>
      ) : (
        <DataTableWrap label="Ideas that moved most table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Idea</th>
                <th scope="col">Overall</th>
              </tr>
            </thead>
            <tbody>
              {moved.map((idea) => (
                <tr key={idea.ideaId}>
                  <td>
                    #{idea.ideaId} {idea.title}
                  </td>
                  <td className="rubric-comparison__move" data-direction={idea.candidate > idea.active ? 'up' : 'down'}>
                    {idea.active} → {idea.candidate}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DataTableWrap>
      )}
    </div>
  );
}

import type { Insights } from '@app/domain/analytics/analytics-api';
import type { MomentumDay } from '@app/domain/momentum/momentum-api';
import { SHARE_LABELS } from '@app/domain/workspace/workspace-view';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { formatDate } from '../../../lib/format-date';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useInsights } from '../api/get-insights';
import { fieldLabel, readsInsights, seriesDates, total } from '../utils/insights-view';
import { workspaceIdeaPath } from '../utils/workspace-views';

const MomentumSparkline = lazy(() => import('./insights-charts').then((m) => ({ default: m.MomentumSparkline })));
const ActivityChart = lazy(() => import('./insights-charts').then((m) => ({ default: m.ActivityChart })));

export const INSIGHTS_FAILED = 'Failed to fetch your insights';

/**
 * The workspace's Insights (docs/product.md "Analytics", PREMIUM and up): the member's saved ideas with their score,
 * 30-day momentum and what changed since they saved them; the ideas they shared, with their views and saves per day.
 * A FREE member sees what it offers and the upgrade to PREMIUM, as for the power-ups.
 */
export function InsightsPanel() {
  const user = useAuthUser();
  const gate = useFeatureGate();
  const allowed = readsInsights(user);
  const insights = useInsights({ enabled: allowed });

  if (!allowed) {
    return (
      <section className="card insights-upgrade" aria-labelledby="insights-title">
        <h2 id="insights-title" className="card__title">
          Insights
        </h2>
        <p>
          See how the ideas you saved are doing: their score, their activity over the last 30 days and what changed since you saved them, and the views and
          saves of the ideas you shared. Insights come with Premium.
        </p>
        <button type="button" className="button button--primary" onClick={() => gate({ role: 'PREMIUM' })}>
          Upgrade to Premium
        </button>
      </section>
    );
  }
  if (insights.isPending) return <Spinner label="Loading your insights" />;
  if (!insights.data) {
    return (
      <p className="workspace__state workspace__state--error" role="alert">
        {INSIGHTS_FAILED}
      </p>
    );
  }
  return <InsightsView insights={insights.data} now={new Date()} />;
}

/** The answer as the tab shows it; `now` dates the sparklines' days. */
export function InsightsView({ insights, now }: { insights: Insights; now: Date }) {
  const dates = seriesDates(30, now);
  return (
    <div className="insights">
      <section aria-labelledby="insights-saved-title">
        <h2 id="insights-saved-title" className="insights__title">
          Saved ideas
        </h2>
        {insights.saved.length === 0 ? (
          <p className="insights__empty">No saved ideas yet. Save ideas from the platform to follow them here.</p>
        ) : (
          <ul className="insights__list">
            {insights.saved.map((idea) => (
              <li key={idea.copyId} className="card insights-card">
                <div className="insights-card__header">
                  <Link className="insights-card__title" to={workspaceIdeaPath(idea.source === 'FD' ? 'platform-ideas' : 'my-ideas', idea.copyId)}>
                    {idea.title}
                  </Link>
                  <span className="insights-card__score">{idea.score ? `Score ${idea.score.overall}/100` : 'Not scored yet'}</span>
                </div>
                <p className="insights-card__meta">Saved {formatDate(idea.savedAt)}</p>
                <SeriesFigure
                  title={`Activity in the last 30 days: ${total(idea.momentum)}`}
                  chart={<MomentumSparkline values={idea.momentum} />}
                  columns={['Activity']}
                  rows={dates.map((date, index) => [date, idea.momentum[index] ?? 0])}
                />
                <ChangesSince changes={idea.changes} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="insights-shared-title">
        <h2 id="insights-shared-title" className="insights__title">
          Ideas you shared
        </h2>
        {insights.shared.length === 0 ? (
          <p className="insights__empty">You have not shared an idea on the platform yet.</p>
        ) : (
          <ul className="insights__list">
            {insights.shared.map((idea) => (
              <li key={`${idea.source}-${idea.ideaId}`} className="card insights-card">
                <div className="insights-card__header">
                  <span className="insights-card__title">{idea.title}</span>
                  <span className="insights-card__status">{idea.status === 'Published' ? SHARE_LABELS.shared : SHARE_LABELS.waiting}</span>
                </div>
                <SeriesFigure
                  title={`Views ${total(idea.days.map((day) => day.views))} and saves ${total(idea.days.map((day) => day.saves))} in the last 30 days`}
                  chart={<ActivityChart days={idea.days} />}
                  columns={['Views', 'Saves']}
                  rows={idea.days.map((day: MomentumDay) => [day.date, day.views, day.saves])}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A chart (lazily loaded) with the same figures as a table, by day. */
function SeriesFigure({ title, chart, columns, rows }: { title: string; chart: ReactNode; columns: string[]; rows: (string | number)[][] }) {
  return (
    <figure className="insights-figure">
      <figcaption className="insights-figure__title">{title}</figcaption>
      <Suspense fallback={<div className="insights-figure__loading" aria-hidden />}>{chart}</Suspense>
      <details className="insights-figure__table">
        <summary>Show as a table</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([day, ...values]) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {values.map((value, index) => (
                  <td key={columns[index]}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function ChangesSince({ changes }: { changes: Insights['saved'][number]['changes'] }) {
  if (changes.length === 0) return <p className="insights-card__meta">Nothing changed since you saved it.</p>;
  return (
    <div className="insights-changes">
      <h3 className="insights-changes__title">What changed since you saved it</h3>
      <ul>
        {changes.map((change, index) => (
          <li key={`${change.at}-${change.field}-${index}`}>
            <span className="insights-changes__field">{fieldLabel(change.field)}</span> <span className="insights-changes__before">{change.before || '(empty)'}</span>{' '}
            → <span className="insights-changes__after">{change.after || '(empty)'}</span> <time dateTime={change.at}>{formatDate(change.at)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}

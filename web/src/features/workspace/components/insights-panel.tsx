import type { Insights } from '@app/domain/analytics/analytics-api';
import { SHARE_LABELS } from '@app/domain/workspace/workspace-view';
import { Link } from 'react-router';
import { ChartFigure } from '../../../components/charts';
import { Spinner } from '../../../components/ui/spinner';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { formatDate } from '../../../lib/format-date';
import { shortDate } from '../../../lib/number-format';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useInsights } from '../api/get-insights';
import { readsInsights, seriesDates, total } from '../utils/insights-view';
import { workspaceIdeaPath } from '../utils/workspace-views';
import { SavedChanges } from './saved-changes';

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
                <ChartFigure
                  className="insights-sparkline"
                  title={`Activity in the last 30 days: ${total(idea.momentum)}`}
                  kind="sparkline"
                  height={36}
                  rows={dates.map((date, index) => ({ date, activity: idea.momentum[index] ?? 0 }))}
                  x="date"
                  xLabel="Day"
                  series={[{ key: 'activity', label: 'Activity', color: 'primary' }]}
                />
                {idea.changes.length === 0 ? <p className="insights-card__meta">Nothing changed since you saved it.</p> : <SavedChanges changes={idea.changes} />}
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
                <ChartFigure
                  title={`Views ${total(idea.days.map((day) => day.views))} and saves ${total(idea.days.map((day) => day.saves))} in the last 30 days`}
                  kind="bar"
                  height={180}
                  rows={idea.days}
                  x="date"
                  formatTick={shortDate}
                  xLabel="Day"
                  series={[
                    { key: 'views', label: 'Views', color: 'primary' },
                    { key: 'saves', label: 'Saves', color: 'accent' },
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import type { TrendView } from '@app/domain/trends/trend-view';
import { useNavigate } from 'react-router';
import { Sparkline } from '../../../components/idea-charts/sparkline';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import { useTrendSparkline } from '../api/get-trend-sparklines';
import { ideaCountLabel } from '../utils/trend-list';
import { DeleteTrendButton } from './delete-trend-button';
import { TrendBadges } from './trend-badges';

interface TrendCardProps {
  trend: TrendView;
  now: number;
  isAdmin: boolean;
}

/**
 * One trend of the list (docs/product.md "Trends"): badges, title, description, idea count, its ideas' 30-day
 * sparkline (docs/features.md "Momentum"), 'View Ideas'; ADMIN can delete it.
 */
export function TrendCard({ trend, now, isAdmin }: TrendCardProps) {
  const navigate = useNavigate();
  const sparkline = useTrendSparkline(trend.id);
  const gate = useFeatureGate();
  const titleId = `trend-${trend.id}-title`;

  return (
    <article className="trend-card" aria-labelledby={titleId}>
      <div className="trend-card__top">
        <TrendBadges trend={trend} now={now} />
        {isAdmin && <DeleteTrendButton trend={trend} />}
      </div>
      <h3 id={titleId} className="trend-card__title">
        {trend.title}
      </h3>
      <p className="trend-card__description">{trend.description}</p>
      <div className="trend-card__footer">
        <span className="trend-card__count">
          <LightbulbIcon />
          {ideaCountLabel(trend.ideaCount ?? 0)}
        </span>
        <Sparkline values={sparkline} subject="Its ideas' activity" />
        <button
          type="button"
          className="button button--primary button--small"
          aria-describedby={titleId}
          // docs/product.md "Trends": signed in with a verified email, else the gate says which is missing.
          onClick={() => {
            if (gate()) void navigate(`/trends/${trend.id}`);
          }}
        >
          View Ideas
        </button>
      </div>
    </article>
  );
}

function LightbulbIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />
    </svg>
  );
}

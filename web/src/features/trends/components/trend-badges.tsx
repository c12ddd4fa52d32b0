import type { TrendView } from '@app/domain/trends/trend-view';
import { TREND_TYPE_LABELS, isNewTrend, trendSourceKey, trendSourceLabel } from '../utils/trend-list';

/** Type, 'New' (its first 7 days) and source, as on the card and the trend's page (docs/product.md "Trends"). */
export function TrendBadges({ trend, now }: { trend: Pick<TrendView, 'type' | 'source' | 'createdAt'>; now: number }) {
  return (
    <div className="trend-badges">
      <span className="trend-badge trend-badge--type" data-type={trend.type}>
        {TREND_TYPE_LABELS[trend.type] ?? trend.type}
      </span>
      {isNewTrend(trend.createdAt, now) && <span className="trend-badge trend-badge--new">New</span>}
      <span className="trend-badge trend-badge--source" data-source={trendSourceKey(trend.source)}>
        <span className="visually-hidden">Source: </span>
        {trendSourceLabel(trend.source)}
      </span>
    </div>
  );
}

import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { kpiTiles } from '../utils/analytics-figures';

/** The window's headline figures, one tile each. */
export function KpiTiles({ analytics }: { analytics: AdminAnalytics }) {
  return (
    <dl className="analytics-tiles" aria-label="Key figures">
      {kpiTiles(analytics).map((tile) => (
        <div key={tile.label} className="card analytics-tile">
          <dt className="analytics-tile__label">{tile.label}</dt>
          <dd className="analytics-tile__value">{tile.value}</dd>
          <dd className="analytics-tile__detail">{tile.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

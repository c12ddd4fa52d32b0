import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { useEffect, useMemo } from 'react';
import { ChartFigure } from '../../../components/charts';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useAnalytics } from '../api/get-analytics';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { formatCount, shortDate } from '../../../lib/number-format';
import { analyticsFailedText, formatCents, formatCost, formatFullDay } from '../utils/analytics-figures';
import { rangeWindow, utcToday } from '../utils/analytics-range';
import { AnalyticsFunnel } from './analytics-funnel';
import { KpiTiles } from './kpi-tiles';
import { RangePicker } from './range-picker';
import { TopLists } from './top-lists';
import './admin-analytics.css';

/**
 * The admin panel's Analytics section (docs/product.md "Analytics"): for a window of UTC days (the last 7, 30 or 90,
 * or any up to 400; kept in the address), the key figures, charts over time with their tables, the funnel, and what
 * has momentum. A failed read says why with a retry; a refused session goes to /login.
 */
export function AnalyticsSection() {
  const [range, setRange] = useAnalyticsRange();
  const today = utcToday();
  const span = useMemo(() => rangeWindow(range, today), [range, today]);
  const analytics = useAnalytics(span.from, span.to);
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  useEffect(() => {
    if (analytics.isError && !redirectIfSessionExpired(analytics.error)) toast({ title: analyticsFailedText(analytics.error), variant: 'destructive' });
  }, [analytics.isError, analytics.error, redirectIfSessionExpired]);

  return (
    <div className="analytics" aria-busy={analytics.isFetching}>
      <div className="analytics__bar">
        <p className="analytics-note">
          {formatFullDay(span.from)} – {formatFullDay(span.to)} (UTC)
        </p>
        <RangePicker key={`${span.from} ${span.to}`} range={range} span={span} today={today} onChange={setRange} />
      </div>
      {analytics.data ? (
        <AnalyticsReport analytics={analytics.data} />
      ) : analytics.isError ? (
        <div className="card data-card__state" role="alert">
          <p>{analyticsFailedText(analytics.error)}</p>
          <button type="button" className="button button--secondary" onClick={() => void analytics.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <div className="card data-card__state">
          <Spinner size="large" label="Loading analytics" />
        </div>
      )}
    </div>
  );
}

function AnalyticsReport({ analytics }: { analytics: AdminAnalytics }) {
  const { days } = analytics;
  return (
    <>
      <KpiTiles analytics={analytics} />
      <div className="analytics-charts">
        <ChartFigure className="card"
          title="Sign-ups and verified per day"
          kind="line"
          rows={days}
          x="date"
          formatX={shortDate}
          formatValue={formatCount}
          series={[
            { key: 'signUps', label: 'Sign-ups', color: 'primary' },
            { key: 'verified', label: 'Verified', color: 'success' },
          ]}
        />
        <ChartFigure className="card"
          title="Paying members by tier"
          kind="area"
          stacked
          rows={days}
          x="date"
          formatX={shortDate}
          formatValue={formatCount}
          series={[
            { key: 'premium', label: 'PREMIUM', color: 'primary' },
            { key: 'pro', label: 'PRO', color: 'accent' },
          ]}
        />
        <ChartFigure className="card" title="Monthly recurring revenue" kind="area" rows={days} x="date" formatX={shortDate} formatValue={formatCents} series={[{ key: 'mrrCents', label: 'MRR', color: 'success' }]} />
        <ChartFigure className="card" title="AI generations per day" kind="bar" rows={days} x="date" formatX={shortDate} formatValue={formatCount} series={[{ key: 'generations', label: 'Generations', color: 'primary' }]} />
        <ChartFigure className="card" title="AI cost per day" kind="bar" fractions rows={days} x="date" formatX={shortDate} formatValue={formatCost} series={[{ key: 'costDollars', label: 'Cost', color: 'warning' }]} />
        <AnalyticsFunnel analytics={analytics} />
      </div>
      <TopLists analytics={analytics} />
    </>
  );
}

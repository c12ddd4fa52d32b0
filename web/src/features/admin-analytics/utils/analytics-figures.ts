import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { formatDollars } from '@app/domain/jobs/job-view';
import { serverMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/number-format';

// What the Analytics section says and how it writes its numbers.

export const ANALYTICS_FAILED = 'Failed to load analytics';
export const analyticsFailedText = (error: unknown): string => serverMessage(error) ?? ANALYTICS_FAILED;

const FULL_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 3, 2026'. */
export const formatFullDay = (day: string) => FULL_DAY.format(new Date(`${day}T00:00:00Z`));
/** '$1,234.00' from cents. */
export const formatCents = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** '$0.31'; a cost under a cent but not nothing reads '< $0.01'. */
export const formatCost = (dollars: number) => (dollars > 0 && dollars < 0.005 ? '< $0.01' : formatDollars(dollars));

/** A share of a whole as a whole percentage ('67%'); '—' of nothing. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

export interface KpiTile {
  label: string;
  value: string;
  detail: string;
}

/** The tiles over the charts: the window's sums, and the paying members and MRR at its last day's end. */
export function kpiTiles({ days, totals }: AdminAnalytics): KpiTile[] {
  const last = days.at(-1);
  const end = last ? `at the end of ${formatFullDay(last.date)}` : '';
  return [
    { label: 'Sign-ups', value: formatCount(totals.signUps), detail: 'in the window' },
    { label: 'Verified', value: formatCount(totals.verified), detail: 'emails verified in the window' },
    { label: 'Paying PREMIUM', value: formatCount(last?.premium ?? 0), detail: end },
    { label: 'Paying PRO', value: formatCount(last?.pro ?? 0), detail: end },
    { label: 'MRR', value: formatCents(last?.mrrCents ?? 0), detail: end },
    { label: 'AI cost', value: formatCost(totals.costDollars), detail: `${formatCount(totals.generations)} generations, ${formatCount(totals.tokensIn + totals.tokensOut)} tokens` },
  ];
}

export interface FunnelStep {
  label: string;
  count: number;
  /** Of the members who signed up. */
  share: string;
}

export function funnelSteps({ funnel }: AdminAnalytics): FunnelStep[] {
  return [
    { label: 'Signed up', count: funnel.signedUp, share: percentOf(funnel.signedUp, funnel.signedUp) },
    { label: 'Verified', count: funnel.verified, share: percentOf(funnel.verified, funnel.signedUp) },
    { label: 'Paid', count: funnel.paid, share: percentOf(funnel.paid, funnel.signedUp) },
  ];
}

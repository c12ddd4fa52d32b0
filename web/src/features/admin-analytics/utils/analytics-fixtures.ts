import type { AdminAnalytics, AnalyticsDay } from '@app/domain/analytics/analytics-api';

/** A day of the admin's analytics: nothing happened, but what `changes` says. */
export const analyticsDay = (date: string, changes: Partial<AnalyticsDay> = {}): AnalyticsDay => ({
  date,
  signUps: 0,
  verified: 0,
  premium: 0,
  pro: 0,
  mrrCents: 0,
  generations: 0,
  tokensIn: 0,
  tokensOut: 0,
  costDollars: 0,
  ...changes,
});

/** Three days of analytics with a little of everything. */
export function analyticsAnswer(changes: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    from: '2026-11-01',
    to: '2026-11-03',
    days: [
      analyticsDay('2026-11-01', { signUps: 1200, verified: 3, premium: 2, pro: 1, mrrCents: 3700 }),
      analyticsDay('2026-11-02', { signUps: 2, premium: 3, pro: 1, mrrCents: 4600, generations: 4, tokensIn: 1000, tokensOut: 2000, costDollars: 0.027 }),
      analyticsDay('2026-11-03', { premium: 3, pro: 2, mrrCents: 6500 }),
    ],
    totals: { signUps: 1202, verified: 3, generations: 4, tokensIn: 1000, tokensOut: 2000, costDollars: 0.027 },
    funnel: { signedUp: 1202, verified: 601, paid: 60 },
    topIdeas: [{ key: '12', ideaId: 12, label: 'Solar kiosks', last7: 40, previous7: 10 }],
    topCategories: [{ key: 'FinTech', label: 'FinTech', last7: 90, previous7: 95 }],
    topTrends: [],
    ...changes,
  };
}

// Reads of the `analytics` read model (projectors/src/analytics/README.md) for GET /api/admin/analytics: every day of
// the window with its counters, the paying members at each day's end (the tiers' changes summed from the first day
// on) priced as monthly recurring revenue, the AI's cost priced from summed tokens, and the window's funnel.
import { sql, type Kysely } from 'kysely';
import type { AdminAnalytics, AnalyticsDay } from '@app/domain/analytics/analytics-api';
import { daysBetween } from '@app/domain/analytics/analytics-window';
import { INPUT_DOLLARS_PER_MILLION, OUTPUT_DOLLARS_PER_MILLION } from '@app/domain/jobs/job-view';
import { PLAN_AMOUNTS } from '@app/domain/payments/plans';
import type { QueryApiDatabase } from './query-api-database';

type Window = { from: string; to: string };

/** Dollars for these tokens: whole millionths of a dollar summed, then divided once (no rounding adds up). */
export const costDollars = (tokensIn: number, tokensOut: number) => (tokensIn * INPUT_DOLLARS_PER_MILLION + tokensOut * OUTPUT_DOLLARS_PER_MILLION) / 1_000_000;

export async function readAnalytics(db: Kysely<QueryApiDatabase>, { from, to }: Window): Promise<Omit<AdminAnalytics, 'topIdeas' | 'topCategories' | 'topTrends'>> {
  const [before, rows, funnel] = await Promise.all([
    db
      .selectFrom('read.analytics_days')
      .select([sql<string>`coalesce(sum(premium_change), 0)`.as('premium'), sql<string>`coalesce(sum(pro_change), 0)`.as('pro')])
      .where('day', '<', from)
      .executeTakeFirstOrThrow(),
    db.selectFrom('read.analytics_days').selectAll().where('day', '>=', from).where('day', '<=', to).execute(),
    readFunnel(db, { from, to }),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  let premium = Number(before.premium);
  let pro = Number(before.pro);
  const days = daysBetween(from, to).map((date): AnalyticsDay => {
    const row = byDay.get(date);
    premium += row?.premium_change ?? 0;
    pro += row?.pro_change ?? 0;
    const tokensIn = Number(row?.tokens_in ?? 0);
    const tokensOut = Number(row?.tokens_out ?? 0);
    return {
      date,
      signUps: row?.sign_ups ?? 0,
      verified: row?.verified ?? 0,
      premium,
      pro,
      mrrCents: premium * PLAN_AMOUNTS.PREMIUM + pro * PLAN_AMOUNTS.PRO,
      generations: row?.generations ?? 0,
      tokensIn,
      tokensOut,
      costDollars: costDollars(tokensIn, tokensOut),
    };
  });
  const sum = (key: 'signUps' | 'verified' | 'generations' | 'tokensIn' | 'tokensOut') => days.reduce((total, day) => total + day[key], 0);
  const totals = { signUps: sum('signUps'), verified: sum('verified'), generations: sum('generations'), tokensIn: sum('tokensIn'), tokensOut: sum('tokensOut') };
  return { from, to, days, totals: { ...totals, costDollars: costDollars(totals.tokensIn, totals.tokensOut) }, funnel };
}

/** Members who signed up in the window, those of them verified by its end, and those of these who had paid by then. */
async function readFunnel(db: Kysely<QueryApiDatabase>, { from, to }: Window): Promise<AdminAnalytics['funnel']> {
  const row = await db
    .selectFrom('read.analytics_members')
    .select([
      sql<string>`count(*)`.as('signed_up'),
      sql<string>`count(*) FILTER (WHERE verified_on <= ${to})`.as('verified'),
      sql<string>`count(*) FILTER (WHERE verified_on <= ${to} AND first_paid_on <= ${to})`.as('paid'),
    ])
    .where('signed_up_on', '>=', from)
    .where('signed_up_on', '<=', to)
    .executeTakeFirstOrThrow();
  return { signedUp: Number(row.signed_up), verified: Number(row.verified), paid: Number(row.paid) };
}

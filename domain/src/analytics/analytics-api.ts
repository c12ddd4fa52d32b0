// Analytics (docs/product.md "Analytics"), one contract each: the admin's system analytics (members, revenue, AI use,
// the funnel, what has momentum) and a PREMIUM member's Insights on their workspace (their saved ideas' scores,
// momentum and changes since they saved them; the views and saves of the ideas they shared).
import { z } from 'zod';
import { IDEA_SOURCES } from '../ideas/idea-enumerations';
import { once } from '../ideas/idea-list-query';
import { ideaScoreSchema } from '../scoring/scorecard';
import { apiContract } from '../shared/api-contract';
import { text } from '../shared/text';
import { momentumDaySchema } from '../momentum/momentum-api';
import { savedChangeSchema } from '../workspace/workspace-view';
import { isCalendarDay } from './analytics-window';

/** A calendar day, YYYY-MM-DD; the window's defaults and limits are analytics-window.ts's. */
const isoDate = (name: string) => once(name).refine((value) => value === undefined || value === '' || isCalendarDay(value), `${name} must be a date (YYYY-MM-DD)`);

const count = z.number().int().nonnegative();

export const analyticsDaySchema = z.object({
  date: text(),
  signUps: count,
  verified: count,
  /** Paying members at the end of the day. */
  premium: count,
  pro: count,
  /** Monthly recurring revenue at the end of the day, in cents. */
  mrrCents: count,
  /** AI generations (ideas, documents, power-ups; members' and admins' jobs) that day, and their cost. */
  generations: count,
  tokensIn: count,
  tokensOut: count,
  costDollars: z.number().nonnegative(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

const ranked = z.object({ key: text(), label: text(), last7: count, previous7: count });

export const adminAnalyticsSchema = z.object({
  from: text(),
  to: text(),
  /** Every day of the window, oldest first, days with nothing in them included. */
  days: z.array(analyticsDaySchema),
  /** The window's sums; its cost priced from the summed tokens, so the days' rounding does not add up. */
  totals: z.object({ signUps: count, verified: count, generations: count, tokensIn: count, tokensOut: count, costDollars: z.number().nonnegative() }),
  /** Members who signed up in the window, how many of them verified their email, and how many of those paid. */
  funnel: z.object({ signedUp: count, verified: count, paid: count }),
  /** By momentum (activity of the last 7 days against the 7 before), at most 10 each. */
  topIdeas: z.array(ranked.extend({ ideaId: z.number() })),
  topCategories: z.array(ranked),
  topTrends: z.array(ranked.extend({ trendId: z.number() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const insightsSchema = z.object({
  saved: z.array(
    z.object({
      copyId: z.number(),
      ideaId: z.number(),
      source: z.enum(IDEA_SOURCES),
      title: text(),
      savedAt: text(),
      score: ideaScoreSchema.nullable(),
      /** The last 30 days of the original idea's activity, oldest first. */
      momentum: z.array(z.number()).length(30),
      /** What changed in the original since the member saved it, newest first (no one's email). */
      changes: z.array(savedChangeSchema),
    }),
  ),
  shared: z.array(
    z.object({
      ideaId: z.number(),
      source: z.enum(IDEA_SOURCES),
      title: text(),
      status: text(),
      /** The last 30 days, oldest first. */
      days: z.array(momentumDaySchema),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;

export const analyticsApi = {
  admin: apiContract({
    method: 'GET',
    path: '/api/admin/analytics',
    tag: 'analytics',
    summary: 'Members, revenue, AI use and cost per day, the funnel, and what has momentum',
    access: 'ADMIN',
    query: z.object({ from: isoDate('from'), to: isoDate('to') }),
    responses: { 200: adminAnalyticsSchema },
  }),
  insights: apiContract({
    method: 'GET',
    path: '/api/workspace/insights',
    tag: 'analytics',
    summary: "A PREMIUM member's Insights: their saved ideas' scores, momentum and changes, their shared ideas' activity",
    access: { verified: true, role: 'PREMIUM' },
    responses: { 200: insightsSchema },
  }),
};

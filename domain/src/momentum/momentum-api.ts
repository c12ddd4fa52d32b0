// Momentum from our own events (docs/product.md "Momentum"): per idea and per trend, each day's views (idea dialog and
// idea page opened), saves to a workspace, shares and document generations, from the momentum projection. Public:
// counts say nothing a viewer may not read.
import { z } from 'zod';
import { IDEA_NOT_FOUND } from '../ideas/idea-decider';
import { wholeNumber } from '../ideas/idea-list-query';
import { apiContract, pathId } from '../shared/api-contract';
import { inputText, text } from '../shared/text';
import { TREND_NOT_FOUND } from '../trends/trend-decider';

/** Days kept by the projection; a query asks for at most this many. */
export const MOMENTUM_RETENTION_DAYS = 400;
export const DEFAULT_MOMENTUM_DAYS = 30;
/** Ideas a card-sparkline call may name at once (a marketplace page). */
export const MAX_SPARKLINE_IDEAS = 100;

export const momentumDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  date: text(),
  views: z.number(),
  saves: z.number(),
  shares: z.number(),
  documents: z.number(),
});
export type MomentumDay = z.infer<typeof momentumDaySchema>;

/** Every day of the window, oldest first, today last; a day without activity is all zeros. */
export const momentumSchema = z.object({ days: z.array(momentumDaySchema) });
export type Momentum = z.infer<typeof momentumSchema>;

const daysQuery = z.object({
  days: wholeNumber('days', 1, MOMENTUM_RETENTION_DAYS, DEFAULT_MOMENTUM_DAYS, `days must be a whole number from 1 to ${MOMENTUM_RETENTION_DAYS}`),
});

export const momentumApi = {
  idea: apiContract({
    method: 'GET',
    path: '/api/ideas/:id/momentum',
    tag: 'momentum',
    summary: "An idea's daily views, saves, shares and document generations",
    access: 'public',
    params: z.object({ id: pathId(IDEA_NOT_FOUND) }),
    query: daysQuery,
    responses: { 200: momentumSchema },
  }),
  trend: apiContract({
    method: 'GET',
    path: '/api/trends/:id/momentum',
    tag: 'momentum',
    summary: "A trend's ideas' daily views, saves, shares and document generations",
    access: 'public',
    params: z.object({ id: pathId(TREND_NOT_FOUND) }),
    query: daysQuery,
    responses: { 200: momentumSchema },
  }),
  /** Ours: every trend card's 30-day sparkline in one call (the explorer shows every live trend). */
  trendSparklines: apiContract({
    method: 'GET',
    path: '/api/trends/sparklines',
    tag: 'momentum',
    summary: 'Each live trend’s daily activity over its ideas (views + saves + shares + documents), the last 30 days',
    access: 'public',
    responses: {
      200: z.object({
        /** By trend id, oldest first, today last; a trend none of whose ideas the caller may see is left out (a flat line). */
        sparklines: z.record(text(), z.array(z.number()).length(DEFAULT_MOMENTUM_DAYS)),
      }),
    },
  }),
  /** Ours: the cards' 30-day sparklines for a page of ideas, one call a page (the list answers stay card fields only). */
  sparklines: apiContract({
    method: 'GET',
    path: '/api/ideas/sparklines',
    tag: 'momentum',
    summary: 'Each named idea’s daily activity (views + saves + shares + documents) over the last 30 days',
    access: 'public',
    query: z.object({
      ids: inputText({ max: MAX_SPARKLINE_IDEAS * 11, tooLong: `ids may name at most ${MAX_SPARKLINE_IDEAS} ideas` })
        .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be comma-separated idea ids')
        .refine((ids) => ids.split(',').length <= MAX_SPARKLINE_IDEAS, `ids may name at most ${MAX_SPARKLINE_IDEAS} ideas`)
        .describe('comma-separated idea ids, at most 100'),
    }),
    responses: {
      200: z.object({
        /** Oldest first, today last; ideas the caller may not see or that do not exist are left out. */
        sparklines: z.record(text(), z.array(z.number()).length(DEFAULT_MOMENTUM_DAYS)),
        /** 'trending' sort's measure: activity of the last 7 days against the 7 before, per idea. */
        trend: z.record(text(), z.object({ last7: z.number(), previous7: z.number() })),
      }),
    },
  }),
};

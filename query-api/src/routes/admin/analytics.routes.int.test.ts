// GET /api/admin/analytics over HTTP, answered from rows the real projections wrote: analytics from a few members' and
// the AI's history on 1-6 November 2026 (projectors/src/analytics/testing/analytics-history.ts); for the top lists,
// the catalog's ideas and trends (projectors/src/catalog/testing/catalog-history.ts) and momentum from their activity
// around 23 November. Answers are checked against the contract. The session plugin's part is an actor named by a
// test header.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAnalyticsSchema, type AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { FROM_AFTER_TO, WINDOW_TOO_LONG } from '@app/domain/analytics/analytics-window';
import type { Actor } from '@app/domain/shared/decider';
import type { Role } from '@app/domain/shared/roles';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { analyticsProjection } from '@app/projectors/analytics/analytics.projection';
import { appendAnalyticsHistory } from '@app/projectors/analytics/testing/analytics-history';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { appendCatalogHistory } from '@app/projectors/catalog/testing/catalog-history';
import { momentumProjection } from '@app/projectors/momentum/momentum.projection';
import { momentumEvents } from '@app/projectors/momentum/testing/momentum-events';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { analyticsRoutes } from './analytics.routes';

let kit: ReadModelTestKit;
let app: FastifyInstance;

beforeAll(async () => {
  kit = await openReadModelTestKit([analyticsProjection, catalogProjection, momentumProjection]);
  await appendAnalyticsHistory(kit.eventStore);
  // On the 23rd the catalog's history creates ideas 1 and 3 with 5 documents each and records views of ideas 1 (5), 3
  // (1) and 99 (no such idea); the week before, idea 1 was viewed 10 times and idea 3 once; idea 3 was saved on the 20th.
  await appendCatalogHistory(kit.eventStore);
  const record = momentumEvents(kit.eventStore);
  await record.views('2026-11-15T12:00:00.000Z', { 1: 10, 3: 1 });
  await kit.projected((await record.saved('2026-11-20T12:00:00.000Z', 'ann', 500_001, 3)).position);
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    request.actor = role ? ({ userId: `user-${role}`, role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  analyticsRoutes(app, { db: kit.read, now: () => new Date('2026-11-06T18:00:00.000Z') });
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

const request = (search: string, role: Role | null = 'ADMIN') => app.inject({ method: 'GET', url: `/api/admin/analytics${search}`, headers: role ? { 'x-test-role': role } : {} });

async function analytics(search: string): Promise<AdminAnalytics> {
  const response = await request(search);
  expect(response.statusCode, response.body).toBe(200);
  return adminAnalyticsSchema.parse(response.json());
}

const quiet = { signUps: 0, verified: 0, premium: 0, pro: 0, mrrCents: 0, generations: 0, tokensIn: 0, tokensOut: 0, costDollars: 0 };

describe('GET /api/admin/analytics', () => {
  it('answers every day of the window: sign-ups, verifications, paying members and MRR at its end, the AI answers and their cost', async () => {
    const answer = await analytics('?from=2026-11-01&to=2026-11-06');
    expect(answer.days).toEqual([
      { ...quiet, date: '2026-11-01', signUps: 1, verified: 1 },
      { ...quiet, date: '2026-11-02', signUps: 2, premium: 1, mrrCents: 900, generations: 2, tokensIn: 1_333, tokensOut: 2_777, costDollars: 0.037323 },
      { ...quiet, date: '2026-11-03', signUps: 1, verified: 2, premium: 1, pro: 2, mrrCents: 4_700, generations: 3, tokensIn: 10_501, tokensOut: 20_501, costDollars: 0.277515 },
      { ...quiet, date: '2026-11-04', premium: 1, pro: 1, mrrCents: 2_800, generations: 250, tokensIn: 50_000, tokensOut: 100_000, costDollars: 1.35 },
      { ...quiet, date: '2026-11-05' },
      { ...quiet, date: '2026-11-06' },
    ]);
    expect(answer.totals).toEqual({ signUps: 4, verified: 3, generations: 255, tokensIn: 61_834, tokensOut: 123_278, costDollars: 1.664838 });
    expect(answer.funnel).toEqual({ signedUp: 4, verified: 3, paid: 3 });
    expect(answer).toMatchObject({ from: '2026-11-01', to: '2026-11-06' });
  });

  it('starts a window from the members paying at the end of the day before, and counts in its funnel what happened by its end', async () => {
    const answer = await analytics('?from=2026-11-03&to=2026-11-04');
    expect(answer.days.map(({ date, premium, pro, mrrCents }) => ({ date, premium, pro, mrrCents }))).toEqual([
      { date: '2026-11-03', premium: 1, pro: 2, mrrCents: 4_700 },
      { date: '2026-11-04', premium: 1, pro: 1, mrrCents: 2_800 },
    ]);
    expect(answer.funnel).toEqual({ signedUp: 1, verified: 1, paid: 1 });
    // Bob and Cy signed up on the 2nd; Bob verified and paid only on the 3rd.
    expect((await analytics('?from=2026-11-02&to=2026-11-02')).funnel).toEqual({ signedUp: 2, verified: 0, paid: 0 });
  });

  it('is the last 30 days up to today by default, zeros included', async () => {
    const answer = await analytics('');
    expect(answer).toMatchObject({ from: '2026-10-08', to: '2026-11-06' });
    expect(answer.days).toHaveLength(30);
    expect(answer.days[0]).toEqual({ ...quiet, date: '2026-10-08' });
    expect((await analytics('?to=2026-11-02')).days.map((day) => day.date)).toEqual(expect.arrayContaining(['2026-10-04', '2026-11-02']));
  });

  it.each([
    ['?from=2026-11-31', 'from must be a date (YYYY-MM-DD)'],
    ['?to=06/11/2026', 'to must be a date (YYYY-MM-DD)'],
    ['?from=2026-11-05&to=2026-11-04', FROM_AFTER_TO],
    ['?from=2026-11-07', FROM_AFTER_TO],
    ['?from=2025-10-01&to=2026-11-06', WINDOW_TOO_LONG],
    ['?from=2026-11-01&from=2026-11-02', 'from must be given once'],
  ])('refuses %s with a 400 that says why', async (search, message) => {
    const response = await request(search);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('ranks the ideas, categories and trends by momentum at the end of the window: its last 7 days against the 7 before', async () => {
    const answer = await analytics('?from=2026-11-01&to=2026-11-23');
    // Clinic rose (1 → 7), Ledger Pro held (10 → 10); deleted idea 2 and trend 2 do not rank, nor the unknown idea 99.
    expect(answer.topIdeas).toEqual([
      { key: '3', ideaId: 3, label: 'Clinic', last7: 7, previous7: 1 },
      { key: '1', ideaId: 1, label: 'Ledger Pro', last7: 10, previous7: 10 },
    ]);
    // Each idea counts in each of its categories ('FinTech, DataTech'); a tie goes by name.
    expect(answer.topCategories).toEqual([
      { key: 'DataTech', label: 'DataTech', last7: 17, previous7: 11 },
      { key: 'FinTech', label: 'FinTech', last7: 17, previous7: 11 },
    ]);
    expect(answer.topTrends).toEqual([{ key: '1', trendId: 1, label: 'Payments', last7: 17, previous7: 11 }]);
  });

  it('ranks only what had activity in the last 7 days of the window', async () => {
    const quietWeek = await analytics('?from=2026-11-01&to=2026-11-30');
    expect(quietWeek).toMatchObject({ topIdeas: [], topCategories: [], topTrends: [] });
    const weekBefore = await analytics('?from=2026-11-01&to=2026-11-16');
    expect(weekBefore.topIdeas.map(({ ideaId, last7, previous7 }) => ({ ideaId, last7, previous7 }))).toEqual([
      { ideaId: 1, last7: 10, previous7: 0 },
      { ideaId: 3, last7: 1, previous7: 0 },
    ]);
  });

  it('is for admins only', async () => {
    expect((await request('', 'PRO')).statusCode).toBe(403);
    expect((await request('', null)).statusCode).toBe(401);
  });
});

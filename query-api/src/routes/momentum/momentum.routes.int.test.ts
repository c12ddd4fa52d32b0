// Momentum over HTTP, answered from rows the real catalog and momentum projections wrote: the catalog's history (idea 1
// Top Picks and PREMIUM, idea 2 deleted, idea 3; trend 1 linking all three, trend 2 deleted) and activity recorded
// today and yesterday. Answers are parsed with the contracts. The session plugin's part is an actor named by a header.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { momentumApi } from '@app/domain/momentum/momentum-api';
import { dayNumber, dayText } from '@app/domain/momentum/momentum-days';
import type { Actor } from '@app/domain/shared/decider';
import { installErrorHandling } from '@app/infra/http/error-handler';
import type { SecretsDatabase } from '@app/infra/secrets/secrets.table';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { appendCatalogHistory } from '@app/projectors/catalog/testing/catalog-history';
import { momentumProjection } from '@app/projectors/momentum/momentum.projection';
import { momentumEvents } from '@app/projectors/momentum/testing/momentum-events';
import { createCatalogReads, type CatalogReads } from '../../marketplace-index/catalog-reads';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { ideasRoutes } from '../ideas/ideas.routes';
import { momentumRoutes } from './momentum.routes';

let kit: ReadModelTestKit;
let app: FastifyInstance;
let catalog: CatalogReads;

const DAY_MS = 86_400_000;
const today = dayNumber(new Date());
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const zero = (date: string) => ({ date, views: 0, saves: 0, shares: 0, documents: 0 });

beforeAll(async () => {
  kit = await openReadModelTestKit([catalogProjection, momentumProjection]);
  await appendCatalogHistory(kit.eventStore);
  const record = momentumEvents(kit.eventStore);
  await record.views(daysAgo(1), { 1: 4, 3: 1 });
  await record.saved(daysAgo(1), 'ann', 500001, 3);
  await record.views(daysAgo(0), { 1: 2, 2: 7, 3: 3 }, { 3: 1 });
  await kit.projected((await record.documentGenerated(daysAgo(0), 'ann', 500001, 900001)).position);
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.actor = request.headers['x-test-user'] ? ({ userId: 'user-free', role: 'FREE', emailVerified: true } satisfies Actor) : null;
    done();
  });
  catalog = createCatalogReads({ db: kit.read, secrets: kit.db.withTables<SecretsDatabase>(), eventStore: kit.eventStore, bus: kit.bus, viewFlushMs: 600_000 });
  momentumRoutes(app, { db: kit.read, catalog });
  ideasRoutes(app, { db: kit.read, catalog });
});

afterAll(async () => {
  await catalog?.close();
  await app?.close();
  await kit?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('GET /api/ideas/{id}/momentum', () => {
  it('answers every day of the window, oldest first, today last, days without activity as zeros', async () => {
    const { status, body } = await get('/api/ideas/3/momentum?days=3');
    expect(status).toBe(200);
    expect(momentumApi.idea.responses[200].parse(body)).toEqual({
      days: [
        zero(dayText(today - 2)),
        { date: dayText(today - 1), views: 1, saves: 1, shares: 0, documents: 0 },
        { date: dayText(today), views: 3, saves: 0, shares: 1, documents: 1 },
      ],
    });
    const month = momentumApi.idea.responses[200].parse((await get('/api/ideas/1/momentum')).body).days;
    expect(month).toHaveLength(30);
    expect(month.at(-1)).toEqual({ date: dayText(today), views: 2, saves: 0, shares: 0, documents: 0 });
  });

  it('answers 404 for an idea nobody may see or that does not exist, and 400 for a window out of range', async () => {
    expect(await get('/api/ideas/2/momentum')).toEqual({ status: 404, body: expect.objectContaining({ message: 'Idea not found' }) });
    expect(await get('/api/ideas/99/momentum')).toEqual({ status: 404, body: expect.objectContaining({ message: 'Idea not found' }) });
    for (const days of ['0', '401', 'x']) {
      expect(await get(`/api/ideas/1/momentum?days=${days}`)).toEqual({ status: 400, body: expect.objectContaining({ message: 'days must be a whole number from 1 to 400' }) });
    }
  });
});

describe('GET /api/trends/{id}/momentum', () => {
  it('sums the trend’s ideas the caller may see (the deleted idea 2 left out)', async () => {
    const { status, body } = await get('/api/trends/1/momentum?days=2');
    expect(status).toBe(200);
    expect(momentumApi.trend.responses[200].parse(body)).toEqual({
      days: [
        { date: dayText(today - 1), views: 5, saves: 1, shares: 0, documents: 0 },
        { date: dayText(today), views: 5, saves: 0, shares: 1, documents: 1 },
      ],
    });
  });

  it('answers 404 for a deleted or unknown trend', async () => {
    expect(await get('/api/trends/2/momentum')).toEqual({ status: 404, body: expect.objectContaining({ message: 'Trend not found' }) });
    expect(await get('/api/trends/77/momentum')).toEqual({ status: 404, body: expect.objectContaining({ message: 'Trend not found' }) });
  });
});

describe('GET /api/trends/sparklines', () => {
  it('answers every live trend’s 30 days, summed over the ideas the caller may see, as its momentum does', async () => {
    const { status, body } = await get('/api/trends/sparklines');
    expect(status).toBe(200);
    const { sparklines } = momentumApi.trendSparklines.responses[200].parse(body);
    // Trend 2 is deleted.
    expect(Object.keys(sparklines)).toEqual(['1']);
    const days = momentumApi.trend.responses[200].parse((await get('/api/trends/1/momentum')).body).days;
    expect(sparklines['1']).toEqual(days.map((day) => day.views + day.saves + day.shares + day.documents));
    expect(sparklines['1']!.slice(-2)).toEqual([6, 7]);
  });
});

describe('GET /api/ideas/sparklines', () => {
  it('answers 30 days of activity per idea the caller may see, with the last 7 days against the 7 before', async () => {
    const { status, body } = await get('/api/ideas/sparklines?ids=3,1,2,99,3');
    expect(status).toBe(200);
    const answer = momentumApi.sparklines.responses[200].parse(body);
    expect(Object.keys(answer.sparklines).sort()).toEqual(['1', '3']);
    expect(answer.sparklines['3']!.slice(-2)).toEqual([2, 5]);
    expect(answer.sparklines['1']!.slice(-2)).toEqual([4, 2]);
    // The same days as the idea's momentum (the catalog's history adds views and documents of its own date).
    for (const id of [1, 3]) {
      const days = momentumApi.idea.responses[200].parse((await get(`/api/ideas/${id}/momentum`)).body).days;
      const line = days.map((day) => day.views + day.saves + day.shares + day.documents);
      const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
      expect(answer.sparklines[id]).toEqual(line);
      expect(answer.trend[id]).toEqual({ last7: sum(line.slice(-7)), previous7: sum(line.slice(-14, -7)) });
    }
  });

  it('refuses more than 100 ids, and text that is no list of ids', async () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(await get(`/api/ideas/sparklines?ids=${many}`)).toEqual({ status: 400, body: expect.objectContaining({ message: 'ids may name at most 100 ideas' }) });
    expect(await get('/api/ideas/sparklines?ids=1,,2')).toEqual({ status: 400, body: expect.objectContaining({ message: 'ids must be comma-separated idea ids' }) });
  });
});

describe('shares and the trending sort', () => {
  it('counts a share when a member asks for an idea’s share link', async () => {
    expect((await get('/api/ideas/3/hash', { 'x-test-user': '1' })).status).toBe(200);
    await catalog.views.flush();
    // The flush gives no position to wait for: the projection shows the batch within moments.
    await vi.waitFor(async () => {
      const days = momentumApi.idea.responses[200].parse((await get('/api/ideas/3/momentum?days=1')).body).days;
      expect(days).toEqual([{ date: dayText(today), views: 3, saves: 0, shares: 2, documents: 1 }]);
    }, { timeout: 10_000 });
  });

  it('lists by trending after the stamps', async () => {
    const { status, body } = await get('/api/ideas?sort=trending');
    expect(status).toBe(200);
    expect(ideasApi.list.responses[200].parse(body).ideas.map((idea) => idea.id)).toEqual([1, 3]);
  });
});

// The trend reads and the Builder Studio applicants through the whole platform: trends
// written through the command API's routes, read back with their idea counts, filters, ids by type and the gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { ideaCardViewSchema, type IdeaCardView, type IdeaPage } from '@app/domain/ideas/idea-view';
import type { TrendView } from '@app/domain/trends/trend-view';
import { trendsApi } from '@app/domain/trends/trends-api';
import { openCatalogTestKit, type Caller, type CatalogTestKit } from './catalog-test-kit';

let kit: CatalogTestKit;
const ideas: Record<string, number> = {};
const trends: Record<string, number> = {};

async function write(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<unknown> {
  const response = await kit.request(method, url, { as: 'ADMIN', ...(body === undefined ? {} : { body }) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function createTrend(key: string, body: { title: string; description: string; type: string; source: string }): Promise<void> {
  trends[key] = ((await write('POST', '/api/trends', body)) as { trend: TrendView }).trend.id;
}

beforeAll(async () => {
  kit = await openCatalogTestKit();
  ideas.alpha = await kit.createIdea({ title: 'Alpha Ledger' });
  ideas.beta = await kit.createIdea({ title: 'Beta Sensor', type: 'PREMIUM', mockup: 'https://example.com/beta' });
  ideas.gamma = await kit.createIdea({ title: 'Gamma Clinic' });
  ideas.delta = await kit.createIdea({ title: 'Delta Draft' });
  await createTrend('rfi', { title: 'Payments for farms', description: 'Who pays farmers on time?', type: 'RFI', source: 'YC' });
  await createTrend('problem', { title: 'Clinic queues', description: 'Hours in waiting rooms', type: 'PROBLEM', source: 'IdeaPlatform' });
  await createTrend('gone', { title: 'Gone trend', description: 'Soon deleted', type: 'PROBLEM', source: 'Other' });
  await write('POST', `/api/trends/${trends.rfi}/ideas/batch`, { ideaIds: [ideas.alpha, ideas.beta, ideas.gamma, ideas.delta] });
  await write('POST', `/api/trends/${trends.problem}/ideas/batch`, { ideaIds: [ideas.beta] });
  await write('POST', `/api/trends/${trends.gone}/ideas`, { ideaId: ideas.alpha });
  await kit.onIdea(ideas.delta, 'UnpublishIdea');
  await kit.onIdea(ideas.gamma, 'DeleteIdea');
  await write('DELETE', `/api/trends/${trends.gone}`);
});

afterAll(() => kit?.close());

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('GET /api/trends', () => {
  it('lists live trends, newest first, with the ideas each links that the caller may see', async () => {
    const { trends: listed } = await kit.get<{ trends: TrendView[] }>('/api/trends');
    expect(ids(listed)).toEqual([trends.problem, trends.rfi]);
    expect(listed[1]).toEqual({
      id: trends.rfi,
      title: 'Payments for farms',
      description: 'Who pays farmers on time?',
      type: 'RFI',
      source: 'YC',
      ideaCount: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(listed.map((trend) => trend.ideaCount)).toEqual([1, 2]);
    const admin = await kit.get<{ trends: TrendView[] }>('/api/trends', 'ADMIN');
    expect(admin.trends.map((trend) => trend.ideaCount)).toEqual([1, 3]);
  });

  it('filters by type, and refuses an unknown one', async () => {
    expect(ids((await kit.get<{ trends: TrendView[] }>('/api/trends?type=RFI')).trends)).toEqual([trends.rfi]);
    expect(ids((await kit.get<{ trends: TrendView[] }>('/api/trends?type=PROBLEM')).trends)).toEqual([trends.problem]);
    expect(ids((await kit.get<{ trends: TrendView[] }>('/api/trends?type=All')).trends)).toEqual([trends.problem, trends.rfi]);
    const bad = await kit.request('GET', '/api/trends?type=IDEA');
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, 'type must be PROBLEM or RFI']);
  });
});

describe('GET /api/trends/{id} and /api/trends/{id}/ideas', () => {
  it('need a signed-in user with a verified email', async () => {
    for (const url of [`/api/trends/${trends.rfi}`, `/api/trends/${trends.rfi}/ideas`]) {
      const anonymous = await kit.request('GET', url);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
      const unverified = await kit.request('GET', url, { as: 'unverified' });
      expect([unverified.statusCode, unverified.json()]).toEqual([403, { message: 'Please check your inbox to continue.' }]);
      for (const caller of ['FREE', 'PREMIUM', 'PRO', 'ADMIN'] as const) expect((await kit.request('GET', url, { as: caller })).statusCode).toBe(200);
    }
  });

  it("answer the ideas as prepared bytes, exactly what the call's contract says", async () => {
    for (const caller of ['FREE', 'PRO', 'ADMIN'] as const) {
      expect(trendsApi.ideas.responses[200].parse(await kit.get<unknown>(`/api/trends/${trends.rfi}/ideas`, caller)).ideas.length).toBeGreaterThan(0);
    }
  });

  it('answer the trend, and 404 for a deleted, unknown or malformed one', async () => {
    expect(await kit.get(`/api/trends/${trends.problem}`, 'FREE')).toEqual({
      trend: expect.objectContaining({ id: trends.problem, title: 'Clinic queues', type: 'PROBLEM', source: 'IdeaPlatform', ideaCount: 1 }),
    });
    for (const id of [String(trends.gone), '999', 'abc', '0']) {
      for (const url of [`/api/trends/${id}`, `/api/trends/${id}/ideas`]) {
        const response = await kit.request('GET', url, { as: 'FREE' });
        expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message: 'Trend not found' }]);
      }
    }
  });

  it('list the trend’s ideas the caller may see, gated like the marketplace; a deleted idea leaves its trend', async () => {
    const free = trendsApi.ideas.responses[200].parse(await kit.get(`/api/trends/${trends.rfi}/ideas`, 'FREE'));
    expect(ids(free.ideas)).toEqual([ideas.beta, ideas.alpha]);
    expect(free.ideas[0]).toMatchObject({ title: 'Beta Sensor', mockup: null, locked: true });
    // Cards only (docs/decisions.md "List answers carry card fields only").
    expect(Object.keys((await kit.get<{ ideas: object[] }>(`/api/trends/${trends.rfi}/ideas`, 'PREMIUM')).ideas[0]!).sort()).toEqual(
      Object.keys(ideaCardViewSchema.shape).sort(),
    );
    const premium = await kit.get<{ ideas: IdeaCardView[] }>(`/api/trends/${trends.rfi}/ideas`, 'PREMIUM');
    expect(premium.ideas[0]).toMatchObject({ mockup: null, locked: false });
    const admin = await kit.get<{ ideas: IdeaCardView[] }>(`/api/trends/${trends.rfi}/ideas`, 'ADMIN');
    expect(ids(admin.ideas)).toEqual([ideas.delta, ideas.beta, ideas.alpha]);
    expect(await kit.get(`/api/trends/${trends.problem}/ideas`, 'PRO')).toMatchObject({ ideas: [{ id: ideas.beta, mockup: 'https://example.com/beta' }] });
  });
});

describe('ideas by trend', () => {
  it('GET /api/trends/ideas/by-type/{type}: the visible ideas linked to live trends of the type', async () => {
    expect(await kit.get('/api/trends/ideas/by-type/RFI')).toEqual({ ideaIds: [ideas.alpha, ideas.beta] });
    expect(await kit.get('/api/trends/ideas/by-type/RFI', 'ADMIN')).toEqual({ ideaIds: [ideas.alpha, ideas.beta, ideas.delta] });
    // Alpha's PROBLEM trend was deleted, links and all.
    expect(await kit.get('/api/trends/ideas/by-type/PROBLEM')).toEqual({ ideaIds: [ideas.beta] });
    expect((await kit.request('GET', '/api/trends/ideas/by-type/OTHER')).statusCode).toBe(400);
  });

  it('GET /api/ideas/trends: the visible ideas linked to any live trend, each with its trend ids', async () => {
    const { ideas: listed } = ideasApi.withTrends.responses[200].parse(await kit.get('/api/ideas/trends'));
    expect(listed.map((idea) => [idea.id, idea.trendIds])).toEqual([
      [ideas.beta, [trends.rfi, trends.problem]],
      [ideas.alpha, [trends.rfi]],
    ]);
    expect(listed[0]).toMatchObject({ title: 'Beta Sensor', locked: true, mockup: null });
    expect(Object.keys((await kit.get<{ ideas: object[] }>('/api/ideas/trends')).ideas[0]!).sort()).toEqual(
      [...Object.keys(ideaCardViewSchema.shape), 'trendIds'].sort(),
    );
    const admin = await kit.get<{ ideas: { id: number }[] }>('/api/ideas/trends', 'ADMIN');
    expect(ids(admin.ideas)).toEqual([ideas.delta, ideas.beta, ideas.alpha]);
  });

  it('the marketplace filters by the ids of a trend type (trendIdeaIds)', async () => {
    const { ideaIds } = await kit.get<{ ideaIds: number[] }>('/api/trends/ideas/by-type/RFI');
    const page = await kit.get<IdeaPage>(`/api/ideas?trendIdeaIds=${JSON.stringify(ideaIds)}`);
    expect(ids(page.ideas)).toEqual([ideas.beta, ideas.alpha]);
    expect(page.pagination.counts.total).toBe(2);
  });

  it('follow unlinks, and a restored idea comes back to its trend', async () => {
    await write('DELETE', `/api/trends/${trends.rfi}/ideas/${ideas.alpha}`);
    expect(await kit.get('/api/trends/ideas/by-type/RFI')).toEqual({ ideaIds: [ideas.beta] });
    await write('POST', `/api/admin/deleted-ideas/restore/${ideas.gamma}`);
    expect(ids((await kit.get<{ ideas: IdeaCardView[] }>(`/api/trends/${trends.rfi}/ideas`, 'FREE')).ideas)).toEqual([ideas.gamma, ideas.beta]);
    expect((await kit.get<{ trends: TrendView[] }>('/api/trends?type=RFI')).trends[0]!.ideaCount).toBe(2);
  });
});

describe('GET /api/admin/builder-studio-applicants', () => {
  it('lists the applications, newest first, to ADMIN only', async () => {
    const apply = (name: string, weeklyHours: string) =>
      kit.request('POST', '/api/builder-studio/apply', {
        body: { name, email: `${name.toLowerCase()}@example.com`, phone: '+44 20 7946 0000', idea: `${name}'s idea`, problem: 'a problem', targetUsers: 'founders', weeklyHours },
      });
    expect((await apply('Ada', '5-10 hours')).statusCode).toBe(201);
    expect((await apply('Grace', '15+ hours')).statusCode).toBe(201);
    const { applicants } = await kit.get<{ applicants: Record<string, unknown>[] }>('/api/admin/builder-studio-applicants', 'ADMIN');
    expect(applicants).toEqual([
      {
        id: expect.any(String),
        name: 'Grace',
        email: 'grace@example.com',
        phone: '+44 20 7946 0000',
        idea: "Grace's idea",
        problem: 'a problem',
        targetUsers: 'founders',
        weeklyHours: '15+ hours',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Ada', email: 'ada@example.com', weeklyHours: '5-10 hours' }),
    ]);
    const statuses: Partial<Record<Caller, number>> = {};
    for (const caller of ['anonymous', 'unverified', 'FREE', 'PREMIUM', 'PRO'] as const) {
      statuses[caller] = (await kit.request('GET', '/api/admin/builder-studio-applicants', caller === 'anonymous' ? {} : { as: caller })).statusCode;
    }
    expect(statuses).toEqual({ anonymous: 401, unverified: 403, FREE: 403, PREMIUM: 403, PRO: 403 });
  });
});

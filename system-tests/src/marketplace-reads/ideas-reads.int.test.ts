// The marketplace reads through the whole platform: every filter and sort of
// GET /api/ideas, visibility, the premium gate, share hashes, documents, counted views, read-your-writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { ideaCardViewSchema, ideaDetailViewSchema, type IdeaDetailView, type IdeaDocumentView, type IdeaPage, type IdeaView } from '@app/domain/ideas/idea-view';
import type { QueryApiDatabase } from '@app/query-api/read-models/query-api-database';
import { openCatalogTestKit, type Caller, type CatalogTestKit } from './catalog-test-kit';

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 12));

let kit: CatalogTestKit;
/** Idea ids by letter. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  kit = await openCatalogTestKit();
  const make = async (letter: string, idea: Parameters<CatalogTestKit['createIdea']>[0]) => {
    ids[letter] = await kit.createIdea(idea);
  };
  await make('A', { title: 'Ledger Books', category: 'FinTech', businessModel: 'B2B SaaS', marketSize: '$5B', competition: 'Low — none', technologies: ['AI/ML', 'Cloud'], createdAt: day(1) });
  await make('B', {
    title: 'Farm Sensor',
    category: 'AgriTech',
    businessModel: 'B2B2C marketplace',
    marketSize: '$10M+ niche',
    competition: 'High — many',
    type: 'PREMIUM',
    stamp: 'Crazy',
    country: 'Kenya, Ghana',
    technologies: ['IoT'],
    mockup: 'https://example.com/farm',
    createdAt: day(2),
  });
  await make('C', {
    title: 'Clinic Queue',
    description: 'Waiting rooms, shortened',
    category: 'HealthTech, DataTech',
    businessModel: 'B2C app',
    marketSize: 'unknown',
    competition: 'Medium — some',
    stamp: 'Top Picks',
    country: 'France',
    technologies: ['AI/ML'],
    createdAt: day(3),
  });
  await make('D', { title: 'Tax Bot', category: 'GovTech', businessModel: 'B2G contracts', marketSize: '$1.5T', competition: 'Very high — crowded', type: 'PREMIUM', stamp: 'Editor pick', country: 'Vietnam', technologies: ['AI/ML', 'IoT'], createdAt: day(4) });
  await make('E', { title: 'Drone Radar', category: 'DefenseTech, FinTech', businessModel: 'B2B licensing', marketSize: '$800K', competition: 'Unclear', country: 'Brazil, Mexico', createdAt: day(5) });
  await make('F', { title: 'Hidden Draft', published: false, createdAt: day(6) });
  await make('G', { title: 'Old Archive', createdAt: day(0) });
  await make('H', { title: 'Gone Idea', createdAt: day(7) });
  await make('I', { title: 'Solar Grid', category: 'EnergyTech', businessModel: 'B2B', marketSize: '$2B market', competition: 'Low — early', country: 'Germany', technologies: ['Cloud'], createdAt: day(8) });
  await make('J', { title: 'Pet Care', category: 'RetailTech', businessModel: 'B2C', marketSize: 'N/A', competition: 'High — lots', type: 'PREMIUM', createdAt: day(9) });
  // G: auto-delete switched on three days ago, archived now that its 48 hours are over; H: deleted.
  await kit.onIdea(ids.G!, 'SwitchAutoDelete', { autoDeleted: true }, new Date(Date.now() - 3 * 24 * 3600 * 1000));
  expect((await kit.request('PUT', `/api/ideas/${ids.G}/archive`, { body: {} })).statusCode).toBe(200);
  await kit.onIdea(ids.H!, 'DeleteIdea');
});

afterAll(() => kit?.close());

/** A page, checked against the call's contract: the list is written as prepared bytes, which no serializer checks. */
async function list(query: string, as?: Caller): Promise<IdeaPage> {
  return ideasApi.list.responses[200].parse(await kit.get<unknown>(`/api/ideas${query ? `?${query}` : ''}`, as));
}
/** The letter an idea goes by in these tests. */
function letterOf(id: number): string {
  return Object.entries(ids).find(([, known]) => known === id)?.[0] ?? `#${id}`;
}
/** The letters of the ideas listed, in order. */
async function letters(query: string, as?: Caller): Promise<string[]> {
  return (await list(query, as)).ideas.map((idea) => letterOf(idea.id));
}
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /api/ideas', () => {
  it('lists what everyone may see, stamped first (Top Picks, Crazy, others), then newest', async () => {
    expect(await letters('')).toEqual(['C', 'B', 'D', 'J', 'I', 'E', 'A']);
    const page = await list('');
    expect(page.pagination).toEqual({ page: 1, limit: 100, hasMore: false, counts: { total: 7 } });
  });

  it('shows ADMIN the unpublished and archived ideas too, never the deleted ones', async () => {
    expect(await letters('', 'ADMIN')).toEqual(['C', 'B', 'D', 'J', 'I', 'F', 'E', 'A', 'G']);
    const admin = await list('', 'ADMIN');
    expect(admin.ideas.find((idea) => idea.id === ids.F)).toMatchObject({ status: 'Unpublished', archived: false });
    expect(admin.ideas.find((idea) => idea.id === ids.G)).toMatchObject({ status: 'Published', archived: true, autoDeleted: true });
    for (const caller of ['FREE', 'PREMIUM', 'PRO'] as const) expect(await letters('', caller)).toEqual(['C', 'B', 'D', 'J', 'I', 'E', 'A']);
  });

  it('sorts by market size (the amount named; ideas without one last), competition and newest, stamped ideas always first', async () => {
    expect(await letters(q({ sort: 'market-size-asc' }))).toEqual(['C', 'B', 'D', 'E', 'I', 'A', 'J']);
    expect(await letters(q({ sort: 'market-size-desc' }))).toEqual(['C', 'B', 'D', 'A', 'I', 'E', 'J']);
    // Low, Medium, High, anything else; ties by id, newest id first.
    expect(await letters(q({ sort: 'competition' }))).toEqual(['C', 'B', 'D', 'I', 'A', 'J', 'E']);
    expect(await letters(q({ sort: 'newest' }))).toEqual(['C', 'B', 'D', 'J', 'I', 'E', 'A']);
    expect(await letters(q({ sort: 'popular' }))).toEqual(['C', 'B', 'D', 'J', 'I', 'E', 'A']);
  });

  it('filters by category (any of an idea’s categories), business model (first word), type and source', async () => {
    expect(await letters(q({ category: 'FinTech' }))).toEqual(['E', 'A']);
    expect(await letters(q({ category: 'DataTech' }))).toEqual(['C']);
    expect(await letters(q({ category: 'FinTech' }), 'ADMIN')).toEqual(['F', 'E', 'A', 'G']);
    expect(await letters(q({ businessModel: 'B2B' }))).toEqual(['I', 'E', 'A']);
    expect(await letters(q({ businessModel: 'B2B2C' }))).toEqual(['B']);
    expect(await letters(q({ type: 'PREMIUM' }))).toEqual(['B', 'D', 'J']);
    expect(await letters(q({ type: 'FREE' }))).toEqual(['C', 'I', 'E', 'A']);
    expect(await letters(q({ source: 'FD' }))).toEqual(['C', 'B', 'D', 'J', 'I', 'E', 'A']);
    expect(await letters(q({ source: 'UGC' }))).toEqual([]);
    expect(await letters(q({ category: 'All', businessModel: 'All', type: 'All', source: 'All', country: 'All' }))).toHaveLength(7);
  });

  it('filters by country or region, Global ideas matching every one: the country, then the rest of its region, then Global', async () => {
    expect(await letters(q({ country: 'Kenya' }))).toEqual(['B', 'J', 'A']);
    expect(await letters(q({ country: 'Africa (Sub-Saharan)' }))).toEqual(['B', 'J', 'A']);
    expect(await letters(q({ country: 'Latam' }))).toEqual(['E', 'J', 'A']);
    expect(await letters(q({ country: 'Europe' }))).toEqual(['C', 'I', 'J', 'A']);
    expect(await letters(q({ country: 'Germany' }))).toEqual(['I', 'C', 'J', 'A']);
    expect(await letters(q({ country: 'Southeast Asia' }))).toEqual(['D', 'J', 'A']);
    expect(await letters(q({ country: 'Japan' }))).toEqual(['J', 'A']);
  });

  it('filters by technologies (all of them), by trend idea ids, and by several filters at once', async () => {
    expect(await letters(q({ technologies: 'AI/ML' }))).toEqual(['C', 'D', 'A']);
    expect(await letters(q({ technologies: 'AI/ML,IoT' }))).toEqual(['D']);
    expect(await letters(`technologies=IoT&technologies=AI%2FML`)).toEqual(['D']);
    expect(await letters(q({ trendIdeaIds: JSON.stringify([ids.A, ids.B, ids.F, 999]) }))).toEqual(['B', 'A']);
    expect(await letters(q({ trendIdeaIds: '[]' }))).toEqual([]);
    expect(await letters(q({ category: 'FinTech', country: 'Latam' }))).toEqual(['E', 'A']);
    expect(await letters(q({ type: 'PREMIUM', country: 'Kenya', technologies: 'IoT', sort: 'market-size-desc' }))).toEqual(['B']);
  });

  it('searches titles and descriptions, whatever the case', async () => {
    expect(await letters(q({ search: 'radar' }))).toEqual(['E']);
    expect(await letters(q({ search: 'DRONE rad' }))).toEqual(['E']);
    expect(await letters(q({ search: 'shortened' }))).toEqual(['C']);
    expect(await letters(q({ search: 'a description' }))).toEqual(['B', 'D', 'J', 'I', 'E', 'A']);
    expect(await letters(q({ search: 'hidden' }))).toEqual([]);
    expect(await letters(q({ search: 'hidden' }), 'ADMIN')).toEqual(['F']);
    expect(await letters(q({ search: 'no such words' }))).toEqual([]);
    expect(await letters(q({ search: 'ar' }))).toEqual(['B', 'J', 'I', 'E']);
    expect(await letters(q({ search: 'a description', type: 'PREMIUM', sort: 'competition' }))).toEqual(['B', 'D', 'J']);
  });

  it('pages: page, limit, hasMore and the total of matches', async () => {
    expect(await list(q({ limit: '2' }))).toMatchObject({ pagination: { page: 1, limit: 2, hasMore: true, counts: { total: 7 } } });
    expect(await letters(q({ limit: '2', page: '2' }))).toEqual(['D', 'J']);
    expect(await list(q({ limit: '2', page: '4' }))).toMatchObject({ ideas: [{ id: ids.A }], pagination: { page: 4, hasMore: false, counts: { total: 7 } } });
    expect(await list(q({ limit: '2', page: '5' }))).toMatchObject({ ideas: [], pagination: { page: 5, hasMore: false, counts: { total: 7 } } });
    expect((await list(q({ limit: '7100' }))).ideas).toHaveLength(7);
    expect(await list(q({ limit: '1', search: 'a description' }))).toMatchObject({ pagination: { hasMore: true, counts: { total: 6 } } });
  });

  it('answers a bad parameter with 400 and a message', async () => {
    for (const [query, message] of [
      ['limit=7101', 'limit must be a whole number from 1 to 7100'],
      ['page=0', 'page must be a whole number from 1'],
      ['category=Crypto', 'Unknown category: Crypto'],
      ['country=Atlantis', 'Unknown country or region: Atlantis'],
      ['sort=random', 'sort must be one of newest, popular, market-size-asc, market-size-desc, competition, score, trending'],
      ['trendIdeaIds=1,2', 'trendIdeaIds must be a JSON array of idea ids, e.g. [1,5,9]'],
      ['type=PRO', 'type must be FREE or PREMIUM'],
    ]) {
      const response = await kit.request('GET', `/api/ideas?${query}`);
      expect({ query, status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ query, status: 400, message });
    }
  });

  it('locks a premium idea’s card below PREMIUM and withholds its mockup below PRO', async () => {
    const premium = async (as?: Caller) => (await list(q({ type: 'PREMIUM' }), as)).ideas.find((idea) => idea.id === ids.B)!;
    const withheld = { mockup: null, locked: true };
    expect(await premium()).toMatchObject({ ...withheld, title: 'Farm Sensor', marketSize: '$10M+ niche', competition: 'High — many', stamp: 'Crazy' });
    expect(await premium('FREE')).toMatchObject(withheld);
    expect(await premium('PREMIUM')).toMatchObject({ mockup: null, locked: false });
    for (const caller of ['PRO', 'ADMIN'] as const) {
      expect(await premium(caller)).toMatchObject({ mockup: 'https://example.com/farm', locked: false });
    }
    // Free ideas are shown whole to everyone.
    const free = (await list(q({ search: 'ledger' }))).ideas[0]!;
    expect(free).toMatchObject({ mockup: 'https://example.com/mockup', locked: false });
  });

  it('answers exactly what the contracts of the idea reads say (the lists as prepared bytes)', async () => {
    for (const as of [undefined, 'FREE', 'PRO'] as const) {
      ideasApi.withTrends.responses[200].parse(await kit.get<unknown>('/api/ideas/trends', as));
      ideasApi.one.responses[200].parse(await kit.get<unknown>(`/api/ideas/${ids.C}`, as));
    }
  });

  it('lists the fields of a card and nothing else, for every list and every caller (docs/decisions.md "List answers carry card fields only")', async () => {
    const cardFields = Object.keys(ideaCardViewSchema.shape).sort();
    for (const as of [undefined, 'FREE', 'PREMIUM', 'PRO', 'ADMIN'] as const) {
      const pages = [
        await kit.get<{ ideas: object[] }>('/api/ideas', as),
        await kit.get<{ ideas: object[] }>(`/api/ideas?${q({ limit: '7100', type: 'PREMIUM' })}`, as),
      ];
      for (const idea of pages.flatMap((page) => page.ideas)) expect(Object.keys(idea).sort()).toEqual(cardFields);
    }
    const card = (await list(q({ search: 'clinic' }), 'PRO')).ideas[0]!;
    expect(card).toEqual({
      id: ids.C,
      source: 'FD',
      title: 'Clinic Queue',
      description: 'Waiting rooms, shortened',
      category: 'HealthTech, DataTech',
      type: 'FREE',
      status: 'Published',
      stamp: 'Top Picks',
      marketSize: 'unknown',
      businessModel: 'B2C app',
      competition: 'Medium — some',
      wowFactor: 'wow',
      tags: ['tag'],
      mockup: 'https://example.com/mockup',
      country: 'France',
      private: false,
      autoDeleted: false,
      autoDeleteActivatedAt: null,
      archived: false,
      locked: false,
      score: null,
    });
  });

  it('answers one idea with every field', async () => {
    const { idea } = await kit.get<{ idea: IdeaDetailView }>(`/api/ideas/${ids.C}`, 'PRO');
    expect(Object.keys(idea).sort()).toEqual(Object.keys(ideaDetailViewSchema.shape).sort());
    expect(idea).toEqual({
      id: ids.C,
      batchNumber: 1,
      source: 'FD',
      title: 'Clinic Queue',
      description: 'Waiting rooms, shortened',
      category: 'HealthTech, DataTech',
      type: 'FREE',
      status: 'Published',
      stamp: 'Top Picks',
      marketSize: 'unknown',
      businessModel: 'B2C app',
      competition: 'Medium — some',
      wowFactor: 'wow',
      problem: 'Clinic Queue problem',
      solution: 'Clinic Queue solution',
      differentiation: 'differentiation',
      goToMarket: 'go to market',
      revenue: 'revenue',
      timeline: '6 months',
      teamSize: '3 people',
      technologies: ['AI/ML'],
      tags: ['tag'],
      mockup: 'https://example.com/mockup',
      country: 'France',
      views: expect.any(Number),
      private: false,
      autoDeleted: false,
      autoDeleteActivatedAt: null,
      archived: false,
      createdAt: day(3).toISOString(),
      updatedAt: expect.any(String),
      locked: false,
      score: null,
      marketSizing: null,
    });
  });
});

describe('GET /api/ideas/{id}', () => {
  it('answers a visible idea, and 404 for ideas the caller may not see or that do not exist', async () => {
    expect(await kit.get(`/api/ideas/${ids.A}`)).toMatchObject({ idea: { id: ids.A, title: 'Ledger Books' } });
    for (const letter of ['F', 'G'] as const) {
      for (const caller of [undefined, 'FREE', 'PRO'] as const) {
        const response = await kit.request('GET', `/api/ideas/${ids[letter]}`, caller ? { as: caller } : {});
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Idea not found' }]);
      }
      expect(await kit.get(`/api/ideas/${ids[letter]}`, 'ADMIN')).toMatchObject({ idea: { id: ids[letter] } });
    }
    for (const id of [String(ids.H), '0', '-1', 'abc', '1.5', '99999', '99999999999']) {
      const response = await kit.request('GET', `/api/ideas/${id}`, { as: 'ADMIN' });
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, { message: 'Idea not found' }]);
    }
  });

  it('gates a premium idea like the list, and a valid share hash lifts the gate', async () => {
    expect(await kit.get(`/api/ideas/${ids.B}`)).toMatchObject({ idea: { problem: null, mockup: null, locked: true } });
    expect(await kit.get(`/api/ideas/${ids.B}`, 'PREMIUM')).toMatchObject({ idea: { problem: 'Farm Sensor problem', mockup: null, locked: false } });
    const { hash } = await kit.get<{ hash: string }>(`/api/ideas/${ids.B}/hash`, 'PREMIUM');
    const shared = await kit.get<{ idea: IdeaView }>(`/api/ideas/${ids.B}?hash=${hash}`);
    expect(shared.idea).toMatchObject({ problem: 'Farm Sensor problem', solution: 'Farm Sensor solution', mockup: 'https://example.com/farm', locked: false });
    expect(await kit.get(`/api/ideas/${ids.B}?hash=${hash}`, 'FREE')).toMatchObject({ idea: { locked: false } });
    expect(await kit.get(`/api/ideas/${ids.B}?hash=${'0'.repeat(32)}`)).toMatchObject({ idea: { locked: true } });
    // A hash is for one idea only.
    const { hash: other } = await kit.get<{ hash: string }>(`/api/ideas/${ids.D}/hash`, 'PREMIUM');
    expect(await kit.get(`/api/ideas/${ids.B}?hash=${other}`)).toMatchObject({ idea: { locked: true } });
  });

  it('does not collide with GET /api/ideas/trends', async () => {
    expect(await kit.get('/api/ideas/trends')).toEqual({ ideas: [] });
  });
});

describe('share hashes', () => {
  it('need a verified email, and PREMIUM for a premium idea', async () => {
    const status = async (letter: string, caller?: Caller) => (await kit.request('GET', `/api/ideas/${ids[letter]}/hash`, caller ? { as: caller } : {})).statusCode;
    expect(await status('A')).toBe(401);
    expect(await status('A', 'unverified')).toBe(403);
    expect(await status('A', 'FREE')).toBe(200);
    expect(await status('B', 'FREE')).toBe(403);
    expect((await kit.request('GET', `/api/ideas/${ids.B}/hash`, { as: 'FREE' })).json()).toEqual({ message: 'Upgrade to PREMIUM to access this feature' });
    expect((await kit.request('GET', `/api/ideas/${ids.A}/hash`, { as: 'unverified' })).json()).toEqual({ message: 'Please check your inbox to continue.' });
    for (const caller of ['PREMIUM', 'PRO', 'ADMIN'] as const) expect(await status('B', caller)).toBe(200);
    expect(await status('F', 'FREE')).toBe(404);
    expect(await status('F', 'ADMIN')).toBe(200);
  });

  it('are 32 hex characters, the same every time for an idea, different between ideas', async () => {
    const { hash } = await kit.get<{ hash: string }>(`/api/ideas/${ids.A}/hash`, 'FREE');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await kit.get(`/api/ideas/${ids.A}/hash`, 'PRO')).toEqual({ hash });
    expect(await kit.get(`/api/ideas/${ids.E}/hash`, 'PRO')).not.toEqual({ hash });
  });

  it('validate: a good hash gives the whole idea to anyone; a bad, missing or foreign one gives nothing', async () => {
    const { hash } = await kit.get<{ hash: string }>(`/api/ideas/${ids.B}/hash`, 'PRO');
    const valid = await kit.get<{ valid: boolean; idea: IdeaView }>(`/api/ideas/${ids.B}/validate-hash?hash=${hash}`);
    expect(valid).toMatchObject({ valid: true, idea: { id: ids.B, problem: 'Farm Sensor problem', mockup: 'https://example.com/farm', locked: false } });
    expect(await kit.get(`/api/ideas/${ids.B}/validate-hash?hash=${hash.toUpperCase()}`)).toMatchObject({ valid: true });
    for (const bad of [`?hash=${hash.slice(0, 31)}x`, '?hash=', '', `?hash=${hash}00`, '?hash=../../etc']) {
      expect(await kit.get(`/api/ideas/${ids.B}/validate-hash${bad}`)).toEqual({ valid: false, idea: null });
    }
    expect(await kit.get(`/api/ideas/${ids.A}/validate-hash?hash=${hash}`)).toEqual({ valid: false, idea: null });
    // A link to an idea since unpublished, archived or deleted no longer opens it.
    const { hash: draft } = await kit.get<{ hash: string }>(`/api/ideas/${ids.F}/hash`, 'ADMIN');
    expect(await kit.get(`/api/ideas/${ids.F}/validate-hash?hash=${draft}`, 'PRO')).toEqual({ valid: false, idea: null });
    expect((await kit.request('GET', '/api/ideas/abc/validate-hash?hash=x')).statusCode).toBe(404);
  });
});

describe('GET /api/ideas/{id}/documents', () => {
  it('lists a free idea’s documents to anyone, in the spec’s order', async () => {
    const { documents } = await kit.get<{ documents: IdeaDocumentView[] }>(`/api/ideas/${ids.A}/documents`);
    expect(documents.map((document) => [document.type, document.content, document.ideaId])).toEqual(
      ['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'].map((type) => [type, `# ${type} of Ledger Books`, ids.A]),
    );
    expect(documents[0]).toEqual({ id: expect.any(Number), ideaId: ids.A, type: 'PRD', content: '# PRD of Ledger Books', createdAt: day(1).toISOString(), updatedAt: day(1).toISOString() });
  });

  it('gates a premium idea’s documents below PREMIUM, unless the share hash is valid', async () => {
    const url = `/api/ideas/${ids.B}/documents`;
    expect((await kit.request('GET', url)).statusCode).toBe(401);
    const free = await kit.request('GET', url, { as: 'FREE' });
    expect([free.statusCode, free.json()]).toEqual([403, { message: 'Upgrade to PREMIUM to access this feature' }]);
    for (const caller of ['PREMIUM', 'PRO', 'ADMIN'] as const) expect((await kit.get<{ documents: unknown[] }>(url, caller)).documents).toHaveLength(5);
    const { hash } = await kit.get<{ hash: string }>(`/api/ideas/${ids.B}/hash`, 'PRO');
    expect((await kit.get<{ documents: unknown[] }>(`${url}?hash=${hash}`)).documents).toHaveLength(5);
    expect((await kit.get<{ documents: unknown[] }>(`${url}?hash=${hash}`, 'FREE')).documents).toHaveLength(5);
    expect((await kit.request('GET', `${url}?hash=${'f'.repeat(32)}`, { as: 'FREE' })).statusCode).toBe(403);
    expect((await kit.request('GET', `/api/ideas/${ids.F}/documents`)).statusCode).toBe(404);
    expect((await kit.get<{ documents: unknown[] }>(`/api/ideas/${ids.F}/documents`, 'ADMIN')).documents).toEqual([]);
  });
});

describe('views', () => {
  it('are counted by GET /api/ideas/{id}, recorded in batches, and order Most Popular', async () => {
    for (let view = 0; view < 3; view++) await kit.get(`/api/ideas/${ids.J}`, 'PRO');
    await kit.get(`/api/ideas/${ids.E}`);
    await kit.get(`/api/ideas/${ids.B}`, 'FREE');
    await kit.get(`/api/ideas/${ids.B}`);
    // The counts go out within the flush interval (200 ms here), possibly in two batches; the list follows the
    // projection soon after. Earlier tests read A once, B six times and C four times; equal views fall back to the newest id.
    const expected = { order: ['C', 'B', 'D', 'J', 'E', 'A', 'I'], views: [4, 8, 0, 3, 1, 1, 0] };
    // The counts as recorded (a read of the idea itself would count one more; a card carries none).
    const db = kit.platform.infra.db.withTables<QueryApiDatabase>();
    const popular = async () => {
      const page = await list(q({ sort: 'popular' }));
      const rows = await db.selectFrom('read.ideas').select(['id', 'views']).execute();
      const viewsOf = new Map(rows.map((row) => [row.id, Number(row.views)]));
      return { order: page.ideas.map((idea) => letterOf(idea.id)), views: page.ideas.map((idea) => viewsOf.get(idea.id)) };
    };
    const deadline = Date.now() + 10_000;
    let seen = await popular();
    while (Date.now() < deadline && JSON.stringify(seen) !== JSON.stringify(expected)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await popular();
    }
    expect(seen).toEqual(expected);
  });
});

describe('freshness', () => {
  it('shows a write at once to the request that carries its position, and to plain reads within a moment', async () => {
    await kit.onIdea(ids.A!, 'StampIdea', { stamp: 'Top Picks' });
    expect(await letters('')).toEqual(['C', 'A', 'B', 'D', 'J', 'I', 'E']);
    await kit.onIdea(ids.A!, 'StampIdea', { stamp: null });
    const deadline = Date.now() + 5000;
    let order: string[] = [];
    while (Date.now() < deadline) {
      const response = await kit.request('GET', '/api/ideas', { fresh: false });
      order = response.json<IdeaPage>().ideas.map((idea) => Object.entries(ids).find(([, id]) => id === idea.id)![0]);
      if (order[1] === 'B') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(order).toEqual(['C', 'B', 'D', 'J', 'I', 'E', 'A']);
  });

  it('keeps serving, and following changes, after the catalog read model is rebuilt', { timeout: 60_000 }, async () => {
    const before = await list('', 'ADMIN');
    await kit.platform.runtime.rebuild('catalog');
    expect(await list('', 'ADMIN')).toEqual(before);
    await kit.onIdea(ids.I!, 'EditIdea', { changes: { title: 'Solar Grid Two' } });
    expect(await letters(q({ search: 'grid two' }))).toEqual(['I']);
  });
});

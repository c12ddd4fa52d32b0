// The admin's idea reads over HTTP, answered from rows the real projections wrote: the catalog's, the workspace's
// and the admin_ideas histories (platform ideas 1-3, trends, Ada's and Grace's generated ideas, an admin's curation),
// plus three platform ideas of other batches, categories and types. The session plugin's part is reduced to an
// actor named by a test header.
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminIdeaDetail, AdminIdeaPage, AdminIdeaRow, DeletedIdeaView } from '@app/domain/ideas/admin-idea-view';
import { ideaStreamId, type IdeaCreated } from '@app/domain/ideas/idea-events';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import type { Actor } from '@app/domain/shared/decider';
import { ROLES, type Role } from '@app/domain/shared/roles';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { uuidv7 } from '@app/infra/ids/uuid';
import { adminIdeasProjection } from '@app/projectors/admin-ideas/admin-ideas.projection';
import { ada, appendAdminIdeasHistory, appendRestores, curator, grace } from '@app/projectors/admin-ideas/testing/admin-ideas-history';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { at } from '@app/projectors/catalog/testing/catalog-history';
import { workspaceProjection } from '@app/projectors/workspace/workspace.projection';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { createAdminIdeasSource } from '../../admin-ideas-index/admin-ideas-source';
import { adminIdeasRoutes } from './admin-ideas.routes';
import { deletedIdeasRoute } from './deleted-ideas.routes';

let kit: ReadModelTestKit;
let app: FastifyInstance;

/** Platform ideas beyond the catalog history's: other batches, categories and types; one title holds LIKE's '%'. */
const extra = [
  { ideaId: 10, title: 'Tutor Match', batchNumber: 2, category: 'EdTech, FinTech', type: 'PREMIUM' },
  { ideaId: 11, title: '100% Growth', batchNumber: 3, category: 'HealthTech', type: 'FREE' },
  { ideaId: 12, title: 'Zebra Ledger', batchNumber: 3, category: 'AgriTech', type: 'PREMIUM' },
] as const;

async function appendExtraIdeas(): Promise<void> {
  for (const { ideaId, title, batchNumber, category, type } of extra) {
    const createdAt = at(20 + ideaId).toISOString();
    const event: IdeaCreated = {
      type: 'IdeaCreated',
      data: {
        ideaId, title, description: `${title} description`, category, businessModel: 'B2C', marketSize: '$1B', competition: 'Low', problem: 'p',
        solution: 's', differentiation: 'd', goToMarket: 'g', wowFactor: 'w', revenue: 'r', timeline: 't', teamSize: '2', technologies: [], tags: [],
        mockup: null, country: 'Global', type, batchNumber, stamp: null, creatorId: 'admin-1', createdAt, at: createdAt,
      },
    };
    const id = uuidv7();
    const appended = await kit.eventStore.append(ideaStreamId(ideaId), [
      { id, type: event.type, data: event.data, metadata: { userId: 'admin-1', commandId: id, correlationId: id, causationId: id, at: createdAt } },
    ]);
    await kit.projected(appended.position);
  }
}

beforeAll(async () => {
  kit = await openReadModelTestKit([catalogProjection, workspaceProjection, adminIdeasProjection]);
  await kit.projected((await appendAdminIdeasHistory(kit.eventStore)).position);
  await appendExtraIdeas();
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    request.actor = role ? ({ userId: `user-${role}`, role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  adminIdeasRoutes(app, { db: kit.read, ideas: createAdminIdeasSource({ db: kit.read }) });
  deletedIdeasRoute(app, { db: kit.read });
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

/** `fresh`: as a client does after its own write (x-min-position: the list refreshes before answering). */
const request = (url: string, role: Role | null = 'ADMIN', fresh = false): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: { ...(role ? { 'x-test-role': role } : {}), ...(fresh ? { 'x-min-position': '0/0' } : {}) } });

async function get<T>(url: string, fresh = false): Promise<T> {
  const response = await request(url, 'ADMIN', fresh);
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A page, checked against the call's contract: the list is written as prepared bytes, which no serializer checks. */
const list = async (query = '', fresh = false) => adminIdeasApi.list.responses[200].parse(await get<unknown>(`/api/admin/ideas/all${query}`, fresh));
const keys = (page: AdminIdeaPage) => page.ideas.map((idea) => `${idea.source}:${idea.id}`);
const ids = (page: AdminIdeaPage) => page.ideas.map((idea) => idea.id);

describe('GET /api/admin/ideas/all', () => {
  it('lists every live idea, platform and member-generated, newest id first, with the count', async () => {
    const page = await list();
    expect(keys(page)).toEqual(['UGI:100001', 'UGI:100000', 'FD:12', 'FD:11', 'FD:10', 'FD:3', 'FD:1']);
    expect(page.total).toBe(7);
    const byKey = new Map(page.ideas.map((idea) => [`${idea.source}:${idea.id}`, idea]));
    expect(byKey.get('FD:1')).toEqual({
      id: 1, source: 'FD', batchNumber: 1, title: 'Ledger Pro', description: 'Ledger description', category: 'FinTech, DataTech', type: 'PREMIUM',
      status: 'Published', private: false, approved: true, stamp: 'Top Picks', autoDeleted: false, autoDeleteActivatedAt: null, archived: false,
      trendId: 1, creatorId: 'admin-1', createdAt: at(0).toISOString(), updatedAt: at(4).toISOString(),
    } satisfies AdminIdeaRow);
    expect(byKey.get('UGI:100000')).toMatchObject({ source: 'UGI', title: 'Harbour Slots', batchNumber: null, private: false, status: 'Published', approved: true, trendId: null, creatorId: ada });
    expect(byKey.get('UGI:100001')).toMatchObject({ source: 'UGI', private: true, status: 'Unpublished', approved: false, creatorId: grace });
    expect(byKey.get('FD:12')?.trendId).toBeNull();
  });

  it('filters by batch, type, source, id range, title and categories, and counts what matches', async () => {
    expect(ids(await list('?batch=3'))).toEqual([12, 11]);
    expect(ids(await list('?batch=0'))).toEqual([]);
    expect(ids(await list('?type=PREMIUM'))).toEqual([100001, 100000, 12, 10, 1]);
    expect(ids(await list('?source=UGC'))).toEqual([100001, 100000]);
    expect(ids(await list('?source=UGI'))).toEqual([100001, 100000]);
    expect(ids(await list('?source=UGP2P'))).toEqual([]);
    expect(ids(await list('?source=FD'))).toEqual([12, 11, 10, 3, 1]);
    expect(ids(await list('?idFrom=3&idTo=11'))).toEqual([11, 10, 3]);
    expect(ids(await list('?q=LEDGER'))).toEqual([12, 1]);
    expect(ids(await list('?q=100%25'))).toEqual([11]);
    expect(ids(await list('?q=_'))).toEqual([]);
    expect(ids(await list('?categories=HealthTech,%20DataTech'))).toEqual([11, 3, 1]);
    expect(ids(await list('?categories=EdTech'))).toEqual([10]);
    const combined = await list('?type=PREMIUM&source=FD&categories=FinTech,AgriTech&limit=1');
    expect([ids(combined), combined.total]).toEqual([[12], 3]);
  });

  it('sorts by each column either way, ties by id', async () => {
    expect(ids(await list('?sort=id&order=asc'))).toEqual([1, 3, 10, 11, 12, 100000, 100001]);
    expect(ids(await list('?sort=title&order=asc'))).toEqual([11, 3, 100001, 100000, 1, 10, 12]);
    expect(ids(await list('?sort=batch&order=asc&source=FD'))).toEqual([1, 3, 10, 11, 12]);
    expect(ids(await list('?sort=batch&order=desc'))).toEqual([100001, 100000, 12, 11, 10, 3, 1]);
    expect(ids(await list('?sort=categories&order=asc'))).toEqual([12, 10, 1, 3, 11, 100000, 100001]);
    expect(ids(await list('?sort=type&order=asc'))).toEqual([3, 11, 1, 10, 12, 100000, 100001]);
    expect(ids(await list('?sort=status&order=desc'))).toEqual([100001, 12, 11, 10, 100000, 3, 1]);
    expect(ids(await list('?sort=source&order=asc'))).toEqual([1, 3, 10, 11, 12, 100000, 100001]);
  });

  it('pages with limit and offset; the count stays that of every match', async () => {
    const page = await list('?limit=2&offset=2');
    expect([ids(page), page.total]).toEqual([[12, 11], 7]);
    const last = await list('?limit=500&offset=6');
    expect([ids(last), last.total]).toEqual([[1], 7]);
    expect((await list('?offset=7')).ideas).toEqual([]);
  });

  it('refuses a bad parameter with 400, naming it', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit must be a whole number from 1 to 500'],
      ['limit=501', 'limit must be a whole number from 1 to 500'],
      ['offset=-1', 'offset must be a whole number from 0'],
      ['batch=one', 'batch must be a whole number from 0'],
      ['type=GOLD', 'type must be FREE or PREMIUM'],
      ['source=AI', 'source must be one of FD, UGI, UGP2P, UGC'],
      ['idFrom=1.5', 'idFrom must be a whole number from 0'],
      ['idTo=x', 'idTo must be a whole number from 0'],
      [`q=${'a'.repeat(201)}`, 'q cannot exceed 200 characters'],
      ['sort=views', 'sort must be one of id, source, batch, title, categories, type, status'],
      ['order=up', 'order must be asc or desc'],
      ['limit=1&limit=2', 'limit must be given once'],
      ['q=%00', 'q contains a character that cannot be stored (U+0000 or an unpaired surrogate)'],
    ];
    for (const [query, message] of cases) {
      const response = await request(`/api/admin/ideas/all?${query}`);
      const field = query.split('=')[0]!;
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, { message, errors: { [field]: message } }]);
    }
  });
});

describe('GET /api/admin/ideas/categories and /batches', () => {
  it('answer the single categories and the batch numbers of the listed ideas', async () => {
    expect(await get('/api/admin/ideas/categories')).toEqual({ categories: ['AgriTech', 'DataTech', 'EdTech', 'FinTech', 'HealthTech', 'LogisticsTech'] });
    expect(await get('/api/admin/ideas/batches')).toEqual({ batches: [3, 2, 1] });
  });
});

describe('GET /api/admin/ideas/{id} and its documents', () => {
  it('answers a platform idea or a member’s idea whole, the id naming the platform idea first', async () => {
    const { idea } = await get<{ idea: AdminIdeaDetail }>('/api/admin/ideas/1');
    expect(idea).toMatchObject({ id: 1, source: 'FD', title: 'Ledger Pro', marketSize: '$10M+', competition: 'Low — none', technologies: ['AI/ML'], tags: ['payments'], mockup: 'https://example.com/mockup', country: 'Global', trendId: 1 });
    const member = await get<{ idea: AdminIdeaDetail }>('/api/admin/ideas/100000?source=UGI');
    expect(member.idea).toMatchObject({ id: 100000, source: 'UGI', title: 'Harbour Slots', tags: ['ports', 'berths'], businessModel: 'B2B SaaS', private: false });
    expect(await get('/api/admin/ideas/100000')).toEqual(member);
  });

  it('answers 404 for a deleted idea, an unknown one, another source’s or an id that is no id', async () => {
    for (const url of ['/api/admin/ideas/2', '/api/admin/ideas/200000', '/api/admin/ideas/99', '/api/admin/ideas/1?source=UGI', '/api/admin/ideas/abc', '/api/admin/ideas/2/documents']) {
      const response = await request(url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message: 'Idea not found' }]);
    }
    const response = await request('/api/admin/ideas/1?source=UGC');
    expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([400, 'source must be one of FD, UGI, UGP2P']);
  });

  it('answers a platform idea’s documents, and those a member generated for their own idea', async () => {
    const platform = await get<{ documents: IdeaDocumentView[] }>('/api/admin/ideas/1/documents');
    expect(platform.documents.map((document) => [document.ideaId, document.type, document.content])).toEqual([
      [1, 'PRD', 'PRD v2'],
      [1, 'PITCH_DECK', 'PITCH_DECK of 1'],
      [1, 'GTM', 'GTM of 1'],
      [1, 'FINANCIAL_PLAN', 'FINANCIAL_PLAN of 1'],
      [1, 'PRELAUNCH', 'PRELAUNCH of 1'],
    ]);
    const member = await get<{ documents: IdeaDocumentView[] }>('/api/admin/ideas/100000/documents?source=UGI');
    expect(member.documents.map((document) => [document.id, document.ideaId, document.type, document.content])).toEqual([
      [9002, 100000, 'PRD', '# PRD edited'],
      [9003, 100000, 'GTM', '# GTM'],
    ]);
    expect(await get('/api/admin/ideas/100001/documents')).toEqual({ documents: [] });
  });
});

describe('GET /api/admin/deleted-ideas', () => {
  it('lists deleted ideas newest first with the admin who deleted them; a restore moves them back to the list', async () => {
    expect(await get('/api/admin/deleted-ideas')).toEqual({
      deletedIdeas: [
        { id: 2, userId: 'admin-1', ideaId: 2, ugiId: null, ugp2pId: null, title: 'Farm', description: 'Farm description', deletedAt: at(3).toISOString() },
        { id: 200000, userId: curator, ideaId: null, ugiId: null, ugp2pId: 200000, title: 'Orchard', description: 'Orchard description', deletedAt: '2026-11-12T10:00:00.000Z' },
      ] satisfies DeletedIdeaView[],
    });
    await kit.projected((await appendRestores(kit.eventStore)).position);
    expect(await get('/api/admin/deleted-ideas')).toEqual({ deletedIdeas: [] });
    const page = await list('', true);
    expect([keys(page), page.total]).toEqual([['UGP2P:200000', 'UGI:100001', 'UGI:100000', 'FD:12', 'FD:11', 'FD:10', 'FD:3', 'FD:2', 'FD:1'], 9]);
    expect(page.ideas[0]).toMatchObject({ stamp: 'Crazy', private: false });
  });
});

describe('the admin idea reads', () => {
  it('answer 401 signed out and 403 to every role but ADMIN', async () => {
    const urls = ['/api/admin/ideas/all', '/api/admin/ideas/categories', '/api/admin/ideas/batches', '/api/admin/ideas/1', '/api/admin/ideas/1/documents', '/api/admin/deleted-ideas'];
    for (const url of urls) {
      const anonymous = await request(url, null);
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([url, 401, { message: 'Please sign in to access this feature' }]);
      for (const role of ROLES.filter((role) => role !== 'ADMIN')) {
        const refused = await request(url, role);
        expect([url, role, refused.statusCode, refused.json()]).toEqual([url, role, 403, { message: 'Admin access required' }]);
      }
      expect((await request(url, 'ADMIN')).statusCode).toBe(200);
    }
  });
});

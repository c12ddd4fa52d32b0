// Quality Control over HTTP, answered from rows the real quality_control projection wrote from platform ideas'
// events: exact duplicates 1, 2, 8 and 4, 7; 3 similar to the group 1, 2, 8; 5 similar to the group 4, 7; 6 unrelated
// (see the history). A group is one side of a pair, shown by its oldest idea.
// The session plugin's part is reduced to an actor named by a test header; read-your-writes is the query API's hook.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GROUP_IDEAS, MAX_GROUPS, MAX_PAIRS, type QualityControlIdea, type QualityControlView } from '@app/domain/quality-control/quality-control-view';
import type { Actor } from '@app/domain/shared/decider';
import { ROLES, type Role } from '@app/domain/shared/roles';
import { formatPosition } from '@app/infra/event-store/position';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { qualityControlProjection } from '@app/projectors/quality-control/quality-control.projection';
import {
  appendIdeaEvents,
  appendQualityControlHistory,
  at,
  ideaCreated,
  ideaDeleted,
  ideaRestored,
  IDEAS,
  NO_SHOW,
} from '@app/projectors/quality-control/testing/quality-control-history';
import { installMinPosition } from '../../http/min-position';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { qualityControlRoute } from './quality-control.routes';

let kit: ReadModelTestKit;
let app: FastifyInstance;

beforeAll(async () => {
  kit = await openReadModelTestKit([qualityControlProjection]);
  await kit.projected((await appendQualityControlHistory(kit.eventStore)).position);
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    request.actor = role ? ({ userId: `user-${role}`, role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  installMinPosition(app, kit.runtime.waitForPosition, 10_000);
  qualityControlRoute(app, { db: kit.read });
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

const request = (query: string, role: Role | null = 'ADMIN', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: `/api/admin/quality-control${query}`, headers: { ...(role ? { 'x-test-role': role } : {}), ...headers } });

async function get(query = '', headers: Record<string, string> = {}): Promise<QualityControlView> {
  const response = await request(query, 'ADMIN', headers);
  if (response.statusCode !== 200) throw new Error(`GET ${query}: ${response.statusCode} ${response.body}`);
  return response.json<QualityControlView>();
}

/** The answer as ids: each group's ideas, each pair's two ideas. */
async function ids(query = '', headers: Record<string, string> = {}) {
  const { exactDuplicates, similarIdeas } = await get(query, headers);
  return { groups: exactDuplicates.map((group) => group.ideas.map((idea) => idea.id)), pairs: similarIdeas.map((pair) => [pair.idea1.id, pair.idea2.id]) };
}

describe('GET /api/admin/quality-control', () => {
  it('answers the exact duplicates by group, largest first, and the similar pairs of texts, most similar first, with their counts', async () => {
    const answer = await get();
    expect(answer.exactDuplicates.map((group) => group.ideas.map((idea) => idea.id))).toEqual([
      [1, 2, 8],
      [4, 7],
    ]);
    expect(answer.exactDuplicates[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.exactDuplicates[0]!.ideas[0]).toEqual({
      id: 1,
      title: NO_SHOW.title,
      description: NO_SHOW.description,
      category: 'HealthTech',
      batchNumber: 1,
      type: 'FREE',
      status: 'Published',
      createdAt: at(0),
    } satisfies QualityControlIdea);
    // 3 is similar to each of 1, 2 and 8, and 5 to 4 and 7: one pair each, the group shown by its oldest idea.
    expect(answer.similarIdeas.map((pair) => [pair.idea1.id, pair.idea1GroupSize, pair.idea2.id, pair.idea2GroupSize, pair.similarity])).toEqual([
      [1, 3, 3, 1, 31 / 32],
      [4, 2, 5, 1, 34 / 40],
    ]);
    expect([answer.exactDuplicatesTotal, answer.similarIdeasTotal]).toEqual([2, 2]);
    expect(answer.similarIdeas[0]!.idea2).toMatchObject({ id: 3, title: IDEAS[2]!.title, type: 'PREMIUM', status: 'Unpublished', batchNumber: 3 });
    expect(answer.similarIdeas[1]!.idea1).toMatchObject({ id: 4, batchNumber: 1, category: 'DataTech' });
  });

  it('lists a group or a pair when one of its ideas is in the category, whatever its case', async () => {
    expect(await ids('?category=healthtech')).toEqual({ groups: [[1, 2, 8]], pairs: [[1, 3]] });
    // 8, in the group, is the one in EdTech, and 7 the one in FinTech.
    expect(await ids('?category=EdTech')).toEqual({ groups: [[1, 2, 8]], pairs: [[1, 3]] });
    expect(await ids('?category=%20InsurTech%20')).toEqual({ groups: [[1, 2, 8]], pairs: [[1, 3]] });
    expect(await ids('?category=FinTech')).toEqual({ groups: [[4, 7]], pairs: [[4, 5]] });
    expect(await ids('?category=LogisticsTech')).toEqual({ groups: [], pairs: [] });
    // A whole category, not a part of one.
    expect(await ids('?category=Tech')).toEqual({ groups: [], pairs: [] });
  });

  it('lists a group or a pair when one of its ideas is in the batch', async () => {
    expect(await ids('?batch=1')).toEqual({ groups: [[1, 2, 8], [4, 7]], pairs: [[1, 3], [4, 5]] });
    expect(await ids('?batch=3')).toEqual({ groups: [], pairs: [[1, 3]] });
    expect(await ids('?batch=0')).toEqual({ groups: [], pairs: [] });
  });

  it('with both filters, needs one idea in the category and the batch', async () => {
    expect(await ids('?category=HealthTech&batch=2')).toEqual({ groups: [[1, 2, 8]], pairs: [[1, 3]] });
    // 8 is in EdTech and 3 in batch 3, but neither is both.
    expect(await ids('?category=EdTech&batch=3')).toEqual({ groups: [], pairs: [] });
    expect(await ids('?category=EdTech&batch=4')).toEqual({ groups: [[1, 2, 8]], pairs: [[1, 3]] });
    expect(await ids('?category=&batch=')).toEqual(await ids());
    const counted = await get('?category=FinTech&batch=1');
    expect([counted.exactDuplicatesTotal, counted.similarIdeasTotal]).toEqual([0, 0]);
  });

  it('refuses a filter or a page that is not a whole number in its range, or a parameter given twice, with 400', async () => {
    const cases: [string, string, string][] = [
      ['?batch=one', 'batch', 'batch must be a whole number from 0'],
      ['?batch=-1', 'batch', 'batch must be a whole number from 0'],
      ['?batch=1.5', 'batch', 'batch must be a whole number from 0'],
      ['?batch=1&batch=2', 'batch', 'batch must be given once'],
      ['?category=a&category=b', 'category', 'category must be given once'],
      ['?pairsOffset=-1', 'pairsOffset', 'pairsOffset must be a whole number from 0'],
      ['?groupsOffset=x', 'groupsOffset', 'groupsOffset must be a whole number from 0'],
      [`?pairsLimit=${MAX_PAIRS + 1}`, 'pairsLimit', `pairsLimit must be a whole number from 0 to ${MAX_PAIRS}`],
      [`?groupsLimit=${MAX_GROUPS + 1}`, 'groupsLimit', `groupsLimit must be a whole number from 0 to ${MAX_GROUPS}`],
      ['?pairsLimit=1&pairsLimit=2', 'pairsLimit', 'pairsLimit must be given once'],
    ];
    for (const [query, field, message] of cases) {
      const response = await request(query);
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, { message, errors: { [field]: message } }]);
    }
  });

  it('answers 401 signed out and 403 to every role but ADMIN', async () => {
    const anonymous = await request('', null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
    for (const role of ROLES.filter((role) => role !== 'ADMIN')) {
      const refused = await request('', role);
      expect([role, refused.statusCode, refused.json()]).toEqual([role, 403, { message: 'Admin access required' }]);
    }
  });

  it('follows the reader’s own write with x-min-position: a deleted idea is gone from the next read, a restored one back', async () => {
    const deleted = await appendIdeaEvents(kit.eventStore, 3, [ideaDeleted(3, 40)]);
    expect((await ids('', { 'x-min-position': formatPosition(deleted.position) })).pairs).toEqual([[4, 5]]);
    // The group's oldest idea deleted: the group is shown by the next one, and keeps its pair.
    const oldest = await appendIdeaEvents(kit.eventStore, 4, [ideaDeleted(4, 41)]);
    const withoutFour = await get('', { 'x-min-position': formatPosition(oldest.position) });
    expect(withoutFour.similarIdeas.map((pair) => [pair.idea1.id, pair.idea1GroupSize, pair.idea2.id, pair.idea2GroupSize])).toEqual([[5, 1, 7, 1]]);
    await appendIdeaEvents(kit.eventStore, 4, [ideaRestored(4, 42)]);
    const restored = await appendIdeaEvents(kit.eventStore, 3, [ideaRestored(3, 43)]);
    expect((await ids('', { 'x-min-position': formatPosition(restored.position) })).pairs).toEqual([[1, 3], [4, 5]]);
  });

  it('answers every group and pair a page at a time, each pair of texts once, with the whole count', async () => {
    // MAX_GROUP_IDEAS more copies of idea 1's text (a group of 3 + MAX_GROUP_IDEAS), and 10 variants of it, each with a
    // word of its own after the title: similar to the group, to idea 3 and to one another. Without groups as sides,
    // each variant would make 3 + MAX_GROUP_IDEAS pairs with the group alone.
    const group = 3 + MAX_GROUP_IDEAS;
    for (let index = 0; index < MAX_GROUP_IDEAS; index++) {
      await appendIdeaEvents(kit.eventStore, 100 + index, [ideaCreated({ ...IDEAS[0]!, ideaId: 100 + index }, 50)]);
    }
    for (let index = 0; index < 10; index++) {
      await appendIdeaEvents(kit.eventStore, 300 + index, [ideaCreated({ ...IDEAS[0]!, ideaId: 300 + index, title: `${NO_SHOW.title} v${index}` }, 51)]);
    }
    const { position } = await appendIdeaEvents(kit.eventStore, 999, [ideaCreated({ ...IDEAS[5]!, ideaId: 999 }, 52)]);
    const headers = { 'x-min-position': formatPosition(position) };
    const whole = await get('', headers);
    expect(whole.exactDuplicates[0]!.ideas.map((idea) => idea.id)).toEqual([1, 2, 8, ...Array.from({ length: MAX_GROUP_IDEAS - 3 }, (_, index) => 100 + index)]);
    // The group's pairs: with 3 and each variant, once each, as the group of 53.
    const groupPairs = whole.similarIdeas.filter((pair) => pair.idea1.id === 1);
    expect(groupPairs.map((pair) => [pair.idea2.id, pair.idea1GroupSize])).toEqual(expect.arrayContaining([[3, group], ...Array.from({ length: 10 }, (_, index) => [300 + index, group])]));
    expect(groupPairs).toHaveLength(11);
    const texts = whole.similarIdeas.map((pair) => `${pair.idea1.id}-${pair.idea2.id}`);
    expect(new Set(texts).size).toBe(texts.length);
    expect(whole.similarIdeasTotal).toBe(whole.similarIdeas.length);
    expect(whole.similarIdeasTotal).toBeGreaterThan(11);

    // Pages of 7 pairs and 1 group walk the same lists, each answering the whole counts (999 copies 6: a third group).
    const pairs: string[] = [];
    for (let offset = 0; offset < whole.similarIdeasTotal; offset += 7) {
      const page = await get(`?pairsOffset=${offset}&pairsLimit=7&groupsLimit=0`, headers);
      expect([page.exactDuplicates, page.exactDuplicatesTotal, page.similarIdeasTotal]).toEqual([[], 3, whole.similarIdeasTotal]);
      pairs.push(...page.similarIdeas.map((pair) => `${pair.idea1.id}-${pair.idea2.id}`));
    }
    expect(pairs).toEqual(texts);
    const groups: number[][] = [];
    for (let offset = 0; offset < 3; offset++) {
      const page = await get(`?groupsOffset=${offset}&groupsLimit=1&pairsLimit=0`, headers);
      expect([page.similarIdeas, page.similarIdeasTotal, page.exactDuplicatesTotal]).toEqual([[], whole.similarIdeasTotal, 3]);
      groups.push(...page.exactDuplicates.map((found) => found.ideas.map((idea) => idea.id)));
    }
    expect(groups).toEqual(whole.exactDuplicates.map((found) => found.ideas.map((idea) => idea.id)));
    expect(groups.slice(1)).toEqual([[6, 999], [4, 7]]);
    expect((await get(`?pairsOffset=${whole.similarIdeasTotal}`, headers)).similarIdeas).toEqual([]);
  });
});

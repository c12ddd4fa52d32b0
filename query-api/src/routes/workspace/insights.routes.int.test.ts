// A member reads their Insights, and one saved idea's changes, over HTTP: Ada's saved platform idea with its score
// under the active rubric version and what an admin changed in it after she saved it (not before), her two public
// ideas; Grace's copy of Ada's idea with its score and Ada's edit since. Real Postgres: the workspace, catalog and
// admin-ideas projections write the rows, the event store holds the histories. Only verified PREMIUM members and up
// may read Insights; any signed-in member their own copy's changes. The session plugin's part is reduced to an actor
// named by test headers.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsApi, type Insights } from '@app/domain/analytics/analytics-api';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { IDEA_VIEWS_STREAM, ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import { ideaScoreOf } from '@app/domain/scoring/scorecard';
import type { IdeaScored } from '@app/domain/scoring/scoring-events';
import { testIdeaScored, testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import type { Actor } from '@app/domain/shared/decider';
import type { Role } from '@app/domain/shared/roles';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { adminIdeasProjection } from '@app/projectors/admin-ideas/admin-ideas.projection';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { ada, admin, appendWorkspaceEvents, appendWorkspaceHistory, fields, grace, harbour, november, october } from '@app/projectors/workspace/testing/workspace-history';
import { momentumProjection } from '@app/projectors/momentum/momentum.projection';
import { workspaceProjection } from '@app/projectors/workspace/workspace.projection';
import { dayNumber, dayText } from '@app/domain/momentum/momentum-days';
import { INSIGHTS_DAYS } from '../../read-models/insights';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { insightsRoute } from './insights.routes';
import { savedChangesRoute } from './saved-changes.routes';

let kit: ReadModelTestKit;
let app: FastifyInstance;

const scorecard = testScorecard(42, 73);
const harbourScorecard = testScorecard(100000, 64);

function appendPlatformIdea42(events: (IdeaEvent | IdeaScored)[]) {
  return kit.eventStore.append(
    ideaStreamId(42),
    events.map((event) => {
      const id = uuidv7();
      return { id, type: event.type, data: event.data, metadata: { userId: admin, commandId: id, correlationId: id, causationId: id, at: event.data.at } };
    }),
  );
}

beforeAll(async () => {
  kit = await openReadModelTestKit([workspaceProjection, catalogProjection, adminIdeasProjection, momentumProjection]);
  await migratePersonalData(kit.db);
  // Grace saves Ada's Harbour before Ada renames it (November 4th).
  await appendWorkspaceEvents(kit.eventStore, grace, [
    { type: 'IdeaSavedToWorkspace', data: { userId: grace, copyId: 300002, kind: 'ugi', originalId: 100000, idea: fields('Harbour'), at: october(31) } },
  ]);
  await appendWorkspaceHistory(kit.eventStore);
  // Ada's Harbour, shared on November 5th, scored then.
  const { scorecard: _card, ...provenance } = testIdeaScored(harbour.ideaId, 1, harbourScorecard, november(6));
  await appendWorkspaceEvents(kit.eventStore, ada, [{ type: 'UserIdeaScored', data: { ...provenance, ...harbour, overall: 64, personal: { scorecard: harbourScorecard } } }]);
  // Idea 42: edited before Ada saved it (November 3rd), then edited and published after.
  const created = { ...fields('Ledger'), batchNumber: null, stamp: null, ideaId: 42, creatorId: admin, createdAt: october(1), at: october(1) };
  const last = await appendPlatformIdea42([
    { type: 'IdeaCreated', data: created },
    { type: 'IdeaEdited', data: { ideaId: 42, changes: { problem: 'fleets guess their emissions' }, at: november(1) } },
    { type: 'IdeaEdited', data: { ideaId: 42, changes: { title: 'Fleet Ledger', tags: ['fleet', 'carbon'] }, at: november(10) } },
    { type: 'IdeaPublished', data: { ideaId: 42, at: november(11) } },
    { type: 'IdeaEdited', data: { ideaId: 42, changes: { mockup: 'https://example.com/mockup.png' }, at: november(12) } },
    // Scored under the first rubric version, the active one from the start.
    { type: 'IdeaScored', data: testIdeaScored(42, 1, scorecard, november(13)) },
  ]);
  // Today: 3 views of the saved idea 42, 2 of Ada's shared Orchard.
  const viewsId = uuidv7();
  const now = new Date().toISOString();
  const views = await kit.eventStore.append(
    IDEA_VIEWS_STREAM,
    [{ id: viewsId, type: 'IdeaViewsRecorded', data: { counts: { '42': 3, '200000': 2 }, shares: {}, at: now }, metadata: { userId: null, commandId: viewsId, correlationId: viewsId, causationId: viewsId, at: now } }],
    { expectedRevision: 'any' },
  );
  await kit.projected(last.position);
  await kit.projected(views.position);

  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    const userId = (request.headers['x-test-user'] as string | undefined) ?? ada;
    request.actor = role ? ({ userId, role, emailVerified: request.headers['x-test-unverified'] === undefined } satisfies Actor) : null;
    done();
  });
  const history = { db: kit.read, eventStore: kit.eventStore, personalData: createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()) };
  insightsRoute(app, history);
  savedChangesRoute(app, history);
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

const read = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/workspace/insights', headers });

describe('GET /api/workspace/insights', () => {
  it("answers a member's saved idea with what changed in it since they saved it, newest first, and their public ideas", async () => {
    const response = await read({ 'x-test-role': 'PREMIUM' });
    expect(response.statusCode, response.body).toBe(200);
    const insights = analyticsApi.insights.responses[200].parse(response.json()) satisfies Insights;
    const today = dayNumber(new Date());
    const month = Array.from({ length: INSIGHTS_DAYS }, (_, index) => dayText(today - INSIGHTS_DAYS + 1 + index));
    // The window ends today: the fixture's older saves and documents may fall in it, today's views do.
    expect(insights.saved[0]!.momentum).toHaveLength(INSIGHTS_DAYS);
    expect(insights.saved[0]!.momentum.at(-1)).toBe(3);
    expect(insights.shared.map((idea) => idea.days.map((day) => day.date))).toEqual([month, month]);
    expect(insights.shared[0]!.days.at(-1)).toEqual({ date: dayText(today), views: 2, saves: 0, shares: 0, documents: 0 });
    expect(insights).toEqual({
      saved: [
        {
          copyId: 700000,
          ideaId: 42,
          source: 'FD',
          title: 'Ledger',
          savedAt: november(3),
          score: ideaScoreOf(scorecard, 1),
          momentum: expect.any(Array),
          changes: [
            { field: 'mockup', before: null, after: 'https://example.com/mockup.png', at: november(12) },
            { field: 'title', before: 'Ledger', after: 'Fleet Ledger', at: november(10) },
            { field: 'tags', before: 'ports', after: 'fleet, carbon', at: november(10) },
          ],
        },
      ],
      // Her own ideas are not "saved"; both are public (Harbour since she shared it), neither yet approved.
      shared: [
        { ideaId: 200000, source: 'UGP2P', title: 'Orchard', status: 'Unpublished', days: expect.any(Array) },
        { ideaId: 100000, source: 'UGI', title: 'Harbour Slots', status: 'Unpublished', days: expect.any(Array) },
      ],
    });
  });

  it("reads a member's copy of another member's idea from that member's history", async () => {
    const insights = (await read({ 'x-test-role': 'PRO', 'x-test-user': grace })).json<Insights>();
    expect(insights.saved).toEqual([
      expect.objectContaining({
        copyId: 300002,
        ideaId: 100000,
        source: 'UGI',
        savedAt: october(31),
        // Ada's public idea's score.
        score: ideaScoreOf(harbourScorecard, 1),
        changes: [
          { field: 'tags', before: 'ports', after: 'ports, berths', at: november(4) },
          { field: 'title', before: 'Harbour', after: 'Harbour Slots', at: november(4) },
        ],
      }),
    ]);
    expect(insights.shared).toEqual([]);
  });

  it('answers an empty workspace with nothing', async () => {
    expect((await read({ 'x-test-role': 'ADMIN', 'x-test-user': 'user-nobody' })).json()).toEqual({ saved: [], shared: [] });
  });

  it('is for verified PREMIUM members and up: 401 signed out, 403 unverified or FREE', async () => {
    const signedOut = await read({});
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { message: 'Please sign in to access this feature' }]);
    const free = await read({ 'x-test-role': 'FREE' });
    expect([free.statusCode, free.json()]).toEqual([403, { message: 'Upgrade to PREMIUM to access this feature' }]);
    const unverified = await read({ 'x-test-role': 'PREMIUM', 'x-test-unverified': '1' });
    expect([unverified.statusCode, unverified.json()]).toEqual([403, { message: 'Please check your inbox to continue.' }]);
  });
});

describe('GET /api/workspace/ideas/{id}/changes', () => {
  const changes = (copyId: number, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/workspace/ideas/${copyId}/changes`, headers });

  it("answers the changes to the original of the member's copy since they saved it, newest first, as Insights does", async () => {
    const graces = await changes(300002, { 'x-test-role': 'FREE', 'x-test-user': grace });
    expect(graces.statusCode, graces.body).toBe(200);
    expect(workspaceApi.savedChanges.responses[200].parse(graces.json())).toEqual({
      changes: [
        { field: 'tags', before: 'ports', after: 'ports, berths', at: november(4) },
        { field: 'title', before: 'Harbour', after: 'Harbour Slots', at: november(4) },
      ],
    });
    // Ada's copy of idea 42: only what changed after her save (November 3rd).
    const adas = (await changes(700000, { 'x-test-role': 'FREE' })).json<{ changes: { field: string }[] }>();
    expect(adas.changes.map((change) => change.field)).toEqual(['mockup', 'title', 'tags']);
  });

  it('answers no changes for the copy of an idea the member generated (their own edits)', async () => {
    expect((await changes(300000, { 'x-test-role': 'PRO' })).json()).toEqual({ changes: [] });
  });

  it("answers 404 for another member's copy or a copy that does not exist, 401 signed out", async () => {
    for (const copyId of [300002, 999999]) {
      const response = await changes(copyId, { 'x-test-role': 'PRO' });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Idea not found in your workspace' }]);
    }
    expect((await changes(300002, {})).statusCode).toBe(401);
  });
});

// The jobs read model against the real event store and runtime, over jobs recorded as the command API and its workers
// record them. Pages of three events, so a job's events fall in different pages as well as in one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { jobsProjection } from './jobs.projection';
import type { JobsReadDatabase } from './jobs.table';
import { admin, allDocsRequest, appendJobEvents, appendJobHistory, at, batchRequest, jobIds, prdRequest, runningRequest } from './testing/job-history';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

/** Oldest first. */
function readJobs() {
  return kit.db.withTables<JobsReadDatabase>().selectFrom('read.jobs').selectAll().orderBy('created_at').execute();
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [jobsProjection], { batchSize: 3 });
  const last = await appendJobHistory(kit.eventStore);
  expect(await runtime.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the jobs projection', () => {
  it('keeps a finished batch run: its status, counts, ideas with their trend links, and the failure', async () => {
    const [batch] = await readJobs();
    expect(batch).toEqual({
      id: jobIds.batch,
      kind: 'generate-ideas',
      status: 'completed',
      total: 3,
      succeeded: 2,
      failed: 1,
      resolved: ['premium-1', 'free-1', 'free-2'],
      request: batchRequest,
      result: {
        kind: 'generate-ideas',
        ideas: [
          { id: 1303, title: 'Premium Ledger', type: 'PREMIUM' },
          { id: 1301, title: 'Free Ledger', type: 'FREE' },
        ],
        links: [{ trendId: 4, ideaId: 1301, createdAt: at(2).toISOString() }],
        skipped: [1303],
        failed: [{ type: 'FREE', reason: 'The AI answered an idea without a title' }],
      },
      failures: [{ itemKey: 'free-2', ideaId: 1302, documentType: null, reason: 'The AI answered an idea without a title' }],
      requested_by: admin.userId,
      created_at: at(0),
      finished_at: at(3),
      last_revision: '4',
    });
  });

  it('keeps document runs: documents written and failed, and a cancelled run counting what ended after the cancel', async () => {
    const [, prd, allDocs] = await readJobs();
    expect(prd).toMatchObject({
      id: jobIds.prd,
      kind: 'generate-documents',
      status: 'completed',
      total: 2,
      succeeded: 1,
      failed: 1,
      request: prdRequest,
      result: { kind: 'generate-documents', successful: [{ ideaId: 1301, type: 'PRD', documentId: 5001 }], failed: [{ ideaId: 1399, type: 'PRD', reason: 'Idea not found' }] },
      failures: [{ itemKey: '1399-PRD', ideaId: 1399, documentType: 'PRD', reason: 'Idea not found' }],
      created_at: at(10),
      finished_at: at(12),
    });
    expect(allDocs).toEqual({
      id: jobIds.allDocs,
      kind: 'generate-documents',
      status: 'cancelled',
      total: 10,
      succeeded: 3,
      failed: 1,
      resolved: ['1301-PRD', '1303-PITCH_DECK', '1301-GTM', '1303-PRD'],
      request: allDocsRequest,
      result: {
        kind: 'generate-documents',
        successful: [
          { ideaId: 1301, type: 'PRD', documentId: 6001 },
          { ideaId: 1303, type: 'PITCH_DECK', documentId: 6007 },
          { ideaId: 1301, type: 'GTM', documentId: 6003 },
        ],
        failed: [{ ideaId: 1303, type: 'PRD', reason: 'The AI refused' }],
      },
      failures: [{ itemKey: '1303-PRD', ideaId: 1303, documentType: 'PRD', reason: 'The AI refused' }],
      requested_by: admin.userId,
      created_at: at(20),
      finished_at: at(23),
      last_revision: '5',
    });
  });

  it('keeps a running job open, with no trend to skip ideas for', async () => {
    const running = (await readJobs()).at(-1);
    expect(running).toMatchObject({
      id: jobIds.running,
      status: 'running',
      total: 2,
      succeeded: 1,
      failed: 0,
      request: runningRequest,
      result: { kind: 'generate-ideas', ideas: [{ id: 1401, title: 'Running Start', type: 'FREE' }], links: [], skipped: [], failed: [] },
      failures: [],
      finished_at: null,
    });
  });

  it('passes over an outcome of a job whose request it never saw', async () => {
    const before = await readJobs();
    const orphan = await appendJobEvents(
      kit.eventStore,
      'orphan',
      [{ type: 'JobItemFailed', data: { jobId: 'orphan', itemKey: 'free-1', reason: 'lost', generation: null, at: at(40).toISOString() } }],
      null,
      at(40),
    );
    expect(await runtime.waitForPosition(orphan.position, { timeoutMs: 10_000 })).toBe(true);
    expect(await readJobs()).toEqual(before);
  });

  it('changes nothing when every event is applied again, and a rebuild gives the same rows', REBUILD, async () => {
    const rows = sql<Record<string, unknown>>`SELECT * FROM read.jobs ORDER BY id`;
    const before = (await rows.execute(kit.db)).rows;
    const { events } = await kit.eventStore.readAll({ eventTypes: jobsProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', jobsProjection.name)
        .execute();
      await jobsProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect((await rows.execute(kit.db)).rows).toEqual(before);

    await runtime.rebuild(jobsProjection.name);
    expect((await rows.execute(kit.db)).rows).toEqual(before);
  });
});

// The batch_costs read model against the real event store and runtime, over the jobs history (a finished batch run,
// a PRD run, a cancelled Generate All Documents run, a batch run still going). Pages of three events, so a job's
// events fall in different pages as well as in one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendJobEvents, appendJobHistory, at, finishRunningJob, jobIds } from '../jobs/testing/job-history';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { batchCostsProjection } from './batch-costs.projection';
import type { BatchCostsReadDatabase } from './batch-costs.table';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let runtime: ProjectorRuntime;

const read = () => kit.db.withTables<BatchCostsReadDatabase>();
const readBatches = () => read().selectFrom('read.batches').selectAll().orderBy('created_at').execute();
const readDocs = () => read().selectFrom('read.batch_docs').selectAll().orderBy('idea_id').execute();
const noFigures = (key: string) => ({ [`${key}_latency`]: null, [`${key}_tokens_in`]: null, [`${key}_tokens_out`]: null });

async function projected(position: Parameters<ProjectorRuntime['waitForPosition']>[0]): Promise<void> {
  expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtime = await startTestRuntime(kit, [batchCostsProjection], { batchSize: 3 });
  await projected((await appendJobHistory(kit.eventStore)).position);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the batch_costs projection', () => {
  it('gives a row per batch run: ideas generated per type, and the costs of every item the AI answered, failed ones too', async () => {
    expect(await readBatches()).toEqual([
      {
        id: jobIds.batch,
        batch: 7,
        categories: 'FinTech, HealthTech',
        free: 1,
        premium: 1,
        // free-1 (100 ms, 100 in, 400 out) and the refused free-2 (50 ms, 100 in, 10 out); premium-1 alone.
        free_latency: 150,
        premium_latency: 300,
        tokens_in_free: 200,
        tokens_out_free: 410,
        tokens_in_premium: 200,
        tokens_out_premium: 900,
        item_types: { 'free-1': 'FREE', 'free-2': 'FREE', 'premium-1': 'PREMIUM' },
        created_at: at(0),
      },
      {
        id: jobIds.running,
        batch: 8,
        categories: '',
        free: 1,
        premium: 0,
        free_latency: 120,
        premium_latency: 0,
        tokens_in_free: 90,
        tokens_out_free: 380,
        tokens_in_premium: 0,
        tokens_out_premium: 0,
        item_types: { 'free-1': 'FREE', 'premium-1': 'PREMIUM' },
        created_at: at(30),
      },
    ]);
  });

  it('gives a row per idea whose documents were generated, each type with its latest figures; failed documents count nothing', async () => {
    expect(await readDocs()).toEqual([
      {
        idea_id: 1301,
        title: 'Free Ledger',
        batch: 7,
        // The PRD of the PRD run (1000 ms), then again in the Generate All run (800 ms): the latest counts.
        prd_latency: 800,
        prd_tokens_in: 400,
        prd_tokens_out: 2500,
        ...noFigures('pitch'),
        // Generated after the run was cancelled: it was produced, so it counts.
        gtm_latency: 600,
        gtm_tokens_in: 350,
        gtm_tokens_out: 1800,
        ...noFigures('financial'),
        ...noFigures('prelaunch'),
        created_at: at(24),
      },
      {
        idea_id: 1303,
        title: 'Premium Ledger',
        batch: 7,
        // Its PRD failed after the AI answered: no document, no figures.
        ...noFigures('prd'),
        pitch_latency: 700,
        pitch_tokens_in: 300,
        pitch_tokens_out: 2000,
        ...noFigures('gtm'),
        ...noFigures('financial'),
        ...noFigures('prelaunch'),
        created_at: at(22),
      },
    ]);
  });

  it('adds a running batch’s later items to its row, and passes over an outcome of a run whose request it never saw', async () => {
    await projected((await finishRunningJob(kit.eventStore)).position);
    const orphan = await appendJobEvents(
      kit.eventStore,
      'orphan',
      [{ type: 'JobItemFailed', data: { jobId: 'orphan', itemKey: 'free-1', reason: 'lost', generation: { promptType: 'IDEA_FREE', model: 'm', tokensIn: 1, tokensOut: 1, latencyMs: 1 }, at: at(40).toISOString() } }],
      null,
      at(40),
    );
    await projected(orphan.position);
    const batches = await readBatches();
    expect(batches.map((batch) => batch.id)).toEqual([jobIds.batch, jobIds.running]);
    expect(batches[1]).toMatchObject({ free: 1, premium: 1, free_latency: 120, premium_latency: 250, tokens_in_premium: 150, tokens_out_premium: 700 });
  });

  it('changes nothing when events are applied again (every one, or a page of outcomes alone), and a rebuild gives the same rows', REBUILD, async () => {
    const contents = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of batchCostsProjection.tables) {
        tables[table] = (await sql`SELECT * FROM ${sql.table(`read.${table}`)}`.execute(kit.db)).rows.map((row) => JSON.stringify(row)).sort();
      }
      return tables;
    };
    const before = await contents();
    const { events } = await kit.eventStore.readAll({ eventTypes: batchCostsProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry
        .selectFrom('projections.registry')
        .select('schema_name')
        .where('status', '=', 'active')
        .where('name', '=', batchCostsProjection.name)
        .execute();
      const schema = trx.withSchema(generation!.schema_name);
      await batchCostsProjection.apply(schema, events);
      // Sums would count these twice: the runtime re-applies a page like this one when its commit was lost.
      await batchCostsProjection.apply(schema, events.slice(-3));
    });
    expect(await contents()).toEqual(before);

    await runtime.rebuild(batchCostsProjection.name);
    expect(await contents()).toEqual(before);
  });
});

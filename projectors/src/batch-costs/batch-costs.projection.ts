// The `batch_costs` read model: a row per batch run (generate-ideas job) with the AI's latency and tokens summed per
// idea type, and a row per idea whose documents the admin's document runs generated, with each type's latest figures.
// A failed item counts in its run's costs when the AI answered (its generation is recorded); a document that failed
// was not produced, so it has no figures to show. Every job is one stream, so the last applied revision per stream
// makes a page applied twice change nothing. A page is folded in memory, then its rows are written.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import type { GenerateIdeasRequest, ItemResult, JobEvent } from '@app/domain/jobs/job-events';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { Projection } from '../runtime/projection';
import { batchCostsMigrations } from './batch-costs.migrations';
import { docFiguresKey, type BatchCostsProjectionDatabase, type BatchDocsTable, type BatchesTable } from './batch-costs.table';

type BatchRow = Selectable<BatchesTable>;
type BatchDocRow = Insertable<BatchDocsTable>;
type DocumentResult = Extract<ItemResult, { kind: 'document' }>;
type BatchCostEvent = Extract<JobEvent, { type: (typeof BATCH_COST_EVENT_TYPES)[number] }>;

const BATCH_COST_EVENT_TYPES = ['JobRequested', 'JobItemSucceeded', 'JobItemFailed'] as const satisfies readonly JobEvent['type'][];

export const batchCostsProjection: Projection = {
  name: 'batch_costs',
  version: 1,
  eventTypes: BATCH_COST_EVENT_TYPES,
  tables: ['batches', 'batch_docs', 'batch_cost_streams'],
  migrations: batchCostsMigrations,
  async apply(trx, events) {
    if (events.length === 0) return;
    const db = trx.withTables<BatchCostsProjectionDatabase>();
    const jobEvents = events.map((recorded) => ({ recorded, event: { type: recorded.type, data: recorded.data } as BatchCostEvent }));
    const streamIds = [...new Set(events.map((event) => event.streamId))];
    const jobIds = [...new Set(jobEvents.map(({ event }) => event.data.jobId))];
    const ideaIds = [...new Set(jobEvents.flatMap(({ event }) => (event.type === 'JobItemSucceeded' && event.data.result.kind === 'document' ? [event.data.result.ideaId] : [])))];

    const applied = new Map(
      (await db.selectFrom('batch_cost_streams').selectAll().where('stream_id', 'in', streamIds).execute()).map((row) => [row.stream_id, BigInt(row.last_revision)]),
    );
    const batches = new Map((await db.selectFrom('batches').selectAll().where('id', 'in', jobIds).execute()).map((row) => [row.id, row]));
    const docs = new Map<number, BatchDocRow>(
      ideaIds.length === 0 ? [] : (await db.selectFrom('batch_docs').selectAll().where('idea_id', 'in', ideaIds).execute()).map((row) => [row.idea_id, row]),
    );
    const changedBatches = new Set<string>();
    const changedDocs = new Set<number>();

    for (const { recorded, event } of jobEvents) {
      if (recorded.revision <= (applied.get(recorded.streamId) ?? -1n)) continue;
      applied.set(recorded.streamId, recorded.revision);
      const { jobId } = event.data;
      if (event.type === 'JobRequested') {
        const { request, at } = event.data;
        if (request.kind !== 'generate-ideas') continue;
        batches.set(jobId, newBatch(jobId, request, at));
        changedBatches.add(jobId);
        continue;
      }
      const { itemKey, generation } = event.data;
      if (event.type === 'JobItemSucceeded' && event.data.result.kind === 'document') {
        const { result } = event.data;
        docs.set(result.ideaId, withDocument(docs.get(result.ideaId), result, event.data.generation, event.data.at));
        changedDocs.add(result.ideaId);
        continue;
      }
      const batch = batches.get(jobId);
      // Outcomes of a document run's items that produced nothing, and of a run whose request this never saw.
      if (!batch || !generation) continue;
      batches.set(jobId, withItem(batch, itemKey, generation, event.type === 'JobItemSucceeded'));
      changedBatches.add(jobId);
    }

    await replaceRows(db, changedBatches, changedDocs, batches, docs);
    await db
      .insertInto('batch_cost_streams')
      .values([...applied].map(([streamId, revision]) => ({ stream_id: streamId, last_revision: revision.toString() })))
      .onConflict((conflict) => conflict.column('stream_id').doUpdateSet((update) => ({ last_revision: update.ref('excluded.last_revision') })))
      .execute();
  },
};

function newBatch(jobId: string, request: GenerateIdeasRequest, at: string): BatchRow {
  return {
    id: jobId,
    batch: request.batchNumber,
    categories: request.categories,
    free: 0,
    premium: 0,
    free_latency: 0,
    premium_latency: 0,
    tokens_in_free: 0,
    tokens_out_free: 0,
    tokens_in_premium: 0,
    tokens_out_premium: 0,
    item_types: Object.fromEntries(request.items.map((item) => [item.key, item.type])),
    created_at: new Date(at),
  };
}

/** The run with one more item the AI answered: a generated idea counts under its type, and so do its costs. */
function withItem(batch: BatchRow, itemKey: string, generation: GenerationRecord, generated: boolean): BatchRow {
  const { latencyMs, tokensIn, tokensOut } = generation;
  if (batch.item_types[itemKey] === 'PREMIUM') {
    return {
      ...batch,
      premium: batch.premium + (generated ? 1 : 0),
      premium_latency: batch.premium_latency + latencyMs,
      tokens_in_premium: batch.tokens_in_premium + tokensIn,
      tokens_out_premium: batch.tokens_out_premium + tokensOut,
    };
  }
  return {
    ...batch,
    free: batch.free + (generated ? 1 : 0),
    free_latency: batch.free_latency + latencyMs,
    tokens_in_free: batch.tokens_in_free + tokensIn,
    tokens_out_free: batch.tokens_out_free + tokensOut,
  };
}

/** The idea's row with this document type's figures replaced by the latest generation's. */
function withDocument(row: BatchDocRow | undefined, result: DocumentResult, generation: GenerationRecord, at: string): BatchDocRow {
  const key = docFiguresKey(result.documentType);
  return {
    ...row,
    idea_id: result.ideaId,
    title: result.title,
    batch: result.batchNumber,
    [`${key}_latency`]: generation.latencyMs,
    [`${key}_tokens_in`]: generation.tokensIn,
    [`${key}_tokens_out`]: generation.tokensOut,
    created_at: new Date(at),
  };
}

/** A run's columns that its items' outcomes change; the rest come from its request. */
const BATCH_FIGURES = ['free', 'premium', 'free_latency', 'premium_latency', 'tokens_in_free', 'tokens_out_free', 'tokens_in_premium', 'tokens_out_premium'] as const;
/** Every column of an idea's row but its key: its latest document's generation replaces them. */
const DOC_COLUMNS: readonly (keyof BatchDocsTable)[] = [
  'title',
  'batch',
  'created_at',
  ...DOCUMENT_TYPES.map(docFiguresKey).flatMap((key) => [`${key}_latency`, `${key}_tokens_in`, `${key}_tokens_out`] as const),
];

/** Writes the rows the page changed over the ones stored (their figures are already folded into them): one upsert per table. */
async function replaceRows(
  db: Kysely<BatchCostsProjectionDatabase>,
  changedBatches: Set<string>,
  changedDocs: Set<number>,
  batches: Map<string, BatchRow>,
  docs: Map<number, BatchDocRow>,
): Promise<void> {
  if (changedBatches.size > 0) {
    await db
      .insertInto('batches')
      .values([...changedBatches].map((jobId) => batches.get(jobId)!).map((batch) => ({ ...batch, item_types: JSON.stringify(batch.item_types) })))
      .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => Object.fromEntries(BATCH_FIGURES.map((column) => [column, eb.ref(`excluded.${column}`)]))))
      .execute();
  }
  if (changedDocs.size > 0) {
    await db
      .insertInto('batch_docs')
      .values([...changedDocs].map((ideaId) => docs.get(ideaId)!))
      .onConflict((conflict) => conflict.column('idea_id').doUpdateSet((eb) => Object.fromEntries(DOC_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]))))
      .execute();
  }
}

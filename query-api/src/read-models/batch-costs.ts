// Reads of the `batch_costs` read model (the projection in projectors/src/batch-costs/ writes it), for
// GET /api/admin/batches and GET /api/admin/batch-docs: the spec's rows, their totals added up here.
import type { Kysely, Selectable } from 'kysely';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import type { BatchDocView, BatchRunView, DocGenerationFigures } from '@app/domain/jobs/job-view';
import { docFiguresKey, type BatchDocsTable, type DocFiguresKey } from '@app/projectors/batch-costs/batch-costs.table';
import type { QueryApiDatabase } from './query-api-database';

/** Newest first. */
export async function listBatchRuns(db: Kysely<QueryApiDatabase>): Promise<BatchRunView[]> {
  const rows = await db
    .selectFrom('read.batches')
    .select([
      'id', 'batch', 'free', 'premium', 'categories', 'free_latency', 'premium_latency', 'tokens_in_free', 'tokens_out_free',
      'tokens_in_premium', 'tokens_out_premium', 'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const tokensIn = row.tokens_in_free + row.tokens_in_premium;
    const tokensOut = row.tokens_out_free + row.tokens_out_premium;
    return {
      id: row.id,
      batch: row.batch,
      free: row.free,
      premium: row.premium,
      categories: row.categories,
      freeLatency: row.free_latency,
      premiumLatency: row.premium_latency,
      latency: row.free_latency + row.premium_latency,
      tokensIn,
      tokensOut,
      tokens: tokensIn + tokensOut,
      tokensInFree: row.tokens_in_free,
      tokensOutFree: row.tokens_out_free,
      tokensInPremium: row.tokens_in_premium,
      tokensOutPremium: row.tokens_out_premium,
      createdAt: row.created_at.toISOString(),
    };
  });
}

/** Newest first: an idea whose documents were generated again moves to the top. */
export async function listBatchDocs(db: Kysely<QueryApiDatabase>): Promise<BatchDocView[]> {
  const rows = await db.selectFrom('read.batch_docs').selectAll().orderBy('created_at', 'desc').orderBy('idea_id', 'desc').execute();
  return rows.map(toBatchDocView);
}

function toBatchDocView(row: Selectable<BatchDocsTable>): BatchDocView {
  const figures = Object.fromEntries(DOCUMENT_TYPES.map(docFiguresKey).map((key) => [key, figuresOf(row, key)])) as Record<DocFiguresKey, DocGenerationFigures | null>;
  const generated = Object.values(figures).filter((value) => value !== null);
  const tokensIn = sum(generated.map((value) => value.tokensIn));
  const tokensOut = sum(generated.map((value) => value.tokensOut));
  return {
    id: row.idea_id,
    ideaId: row.idea_id,
    title: row.title,
    batch: row.batch,
    latency: sum(generated.map((value) => value.latency)),
    tokensIn,
    tokensOut,
    tokens: tokensIn + tokensOut,
    ...figures,
    createdAt: row.created_at.toISOString(),
  };
}

function figuresOf(row: Selectable<BatchDocsTable>, key: DocFiguresKey): DocGenerationFigures | null {
  const latency = row[`${key}_latency`];
  const tokensIn = row[`${key}_tokens_in`];
  const tokensOut = row[`${key}_tokens_out`];
  return latency === null || tokensIn === null || tokensOut === null ? null : { latency, tokensIn, tokensOut };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

import type { BatchRunView } from '@app/domain/jobs/job-view';
import { usageFigure } from '../../../lib/ai-usage';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';

// GET /api/admin/batches → { batches: BatchRunView[] } (domain/src/jobs/job-view.ts), newest first.

const FIGURES = [
  'free',
  'premium',
  'freeLatency',
  'premiumLatency',
  'latency',
  'tokensIn',
  'tokensOut',
  'tokens',
  'tokensInFree',
  'tokensOutFree',
  'tokensInPremium',
  'tokensOutPremium',
] as const satisfies readonly (keyof BatchRunView)[];

/** The rows in the server's order. A row without an id or a batch number is dropped; a missing figure reads 0. */
export function parseBatchRuns(body: unknown): BatchRunView[] {
  if (!isRecord(body) || !Array.isArray(body.batches)) throw new InvalidResponseError();
  return body.batches.map(parseBatchRun).filter((run): run is BatchRunView => run !== null);
}

function parseBatchRun(value: unknown): BatchRunView | null {
  if (!isRecord(value)) return null;
  const id = optionalText(value.id);
  const batch = value.batch;
  if (id === null || typeof batch !== 'number' || !Number.isSafeInteger(batch) || batch < 0) return null;
  const figures = Object.fromEntries(FIGURES.map((field) => [field, usageFigure(value[field])])) as Pick<BatchRunView, (typeof FIGURES)[number]>;
  return {
    id,
    batch,
    categories: typeof value.categories === 'string' ? value.categories : '',
    ...figures,
    createdAt: optionalText(value.createdAt) ?? '',
  };
}

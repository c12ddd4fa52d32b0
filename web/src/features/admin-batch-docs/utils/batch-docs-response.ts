import type { BatchDocView, DocGenerationFigures } from '@app/domain/jobs/job-view';
import { usageFigure } from '../../../lib/ai-usage';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import { DOCUMENT_COLUMNS } from './batch-docs';

// GET /api/admin/batch-docs → { batchDocs: BatchDocView[] } (domain/src/jobs/job-view.ts), newest first.

/** The rows in the server's order. A row without an id or an idea id is dropped; a missing figure reads 0. */
export function parseBatchDocs(body: unknown): BatchDocView[] {
  if (!isRecord(body) || !Array.isArray(body.batchDocs)) throw new InvalidResponseError();
  return body.batchDocs.map(parseBatchDoc).filter((row): row is BatchDocView => row !== null);
}

function parseBatchDoc(value: unknown): BatchDocView | null {
  if (!isRecord(value)) return null;
  const id = positiveId(value.id);
  const ideaId = positiveId(value.ideaId);
  if (id === null || ideaId === null) return null;
  const documents = Object.fromEntries(DOCUMENT_COLUMNS.map(({ key }) => [key, figures(value[key])])) as Pick<
    BatchDocView,
    (typeof DOCUMENT_COLUMNS)[number]['key']
  >;
  return {
    id,
    ideaId,
    title: typeof value.title === 'string' ? value.title : '',
    batch: typeof value.batch === 'number' && Number.isSafeInteger(value.batch) && value.batch >= 0 ? value.batch : null,
    latency: usageFigure(value.latency),
    tokensIn: usageFigure(value.tokensIn),
    tokensOut: usageFigure(value.tokensOut),
    tokens: usageFigure(value.tokens),
    ...documents,
    createdAt: optionalText(value.createdAt) ?? '',
  };
}

/** A document's figures; null when the idea has no generation of that type. */
function figures(value: unknown): DocGenerationFigures | null {
  if (!isRecord(value)) return null;
  return { latency: usageFigure(value.latency), tokensIn: usageFigure(value.tokensIn), tokensOut: usageFigure(value.tokensOut) };
}

function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

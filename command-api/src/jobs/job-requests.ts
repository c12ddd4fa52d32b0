// What the admin's two generation calls ask of a job (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs",
// "Limits"), with every id allocated now: a batch of free and premium ideas, or one document per selected idea and
// type. start-job.ts records and runs it.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DocumentItem, GenerateDocumentsRequest, GenerateIdeasRequest, IdeaItem } from '@app/domain/jobs/job-events';
import { requestedDocumentTypes, type generateBatchSchema, type generateDocumentsSchema } from '@app/domain/jobs/schemas';
import { NotFound } from '@app/domain/shared/errors';
import { TREND_NOT_FOUND } from '@app/domain/trends/trend-decider';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../command-api-database';
import { nextIds } from '../ids/id-sequences';
import { allocateDocumentIds } from '../ids/idea-document-owners';
import { loadTrend } from '../reads/stream-states';

interface JobRequestDeps {
  db: Kysely<CommandApiDatabase>;
  eventStore: EventStore;
}

/**
 * Free and premium ideas, each created under an id allocated now, in the batch, linked to the trend (chosen, or just
 * created by the SPA). A trend that does not exist is refused before anything is asked of the AI.
 */
export async function ideaBatchRequest(deps: JobRequestDeps, input: z.output<typeof generateBatchSchema>): Promise<GenerateIdeasRequest> {
  const { freeCount, premiumCount, batchNumber, categories, trendId, stamp } = input;
  if (trendId !== null && (await loadTrend(deps.eventStore, trendId)).status !== 'existing') throw new NotFound(TREND_NOT_FOUND);
  const ideaIds = await nextIds(deps.db, 'platform_idea_ids', freeCount + premiumCount);
  const items: IdeaItem[] = ideaIds.map((ideaId, index) =>
    index < freeCount ? { key: `free-${index + 1}`, ideaId, type: 'FREE' } : { key: `premium-${index - freeCount + 1}`, ideaId, type: 'PREMIUM' },
  );
  return { kind: 'generate-ideas', batchNumber, categories, trendId, stamp, items };
}

/**
 * One document per selected idea and type ('Generate All Documents' makes the five). Each document's id is allocated
 * now, owned by its idea (so PUT /api/admin/documents/{id} finds it later); an idea that is unknown or deleted by the
 * time its item runs is that item's failure.
 */
export async function documentsRequest(deps: Pick<JobRequestDeps, 'db'>, input: z.output<typeof generateDocumentsSchema>): Promise<GenerateDocumentsRequest> {
  const types = requestedDocumentTypes(input);
  const wanted = input.ideaIds.flatMap((ideaId) => types.map((documentType) => ({ ideaId, documentType })));
  const documentIds = await allocateDocumentIds(deps.db, wanted.map(({ ideaId }) => ideaId));
  const items: DocumentItem[] = wanted.map(({ ideaId, documentType }, index) => ({ key: `${ideaId}-${documentType}`, ideaId, documentType, documentId: documentIds[index]! }));
  return { kind: 'generate-documents', generateAll: input.generateAll, items };
}

// Admin jobs as the command API and its workers record them: each command decided by the job decider on the stream so
// far, its events appended on their own with the command handler's metadata. Four jobs: a finished batch run with a
// trend (one idea linked, one not, one failed after the AI answered), a PRD run (one idea not found), a Generate All
// Documents run cancelled midway (an outcome still recorded after the cancel, a PRD regenerated), and a batch run still
// going. The jobs and batch-costs projections' tests check the rows they give, the query API's tests what it answers.
import { jobDecider, type ItemOutcome, type JobCommand } from '@app/domain/jobs/job-decider';
import { jobStreamId, type GenerateDocumentsRequest, type GenerateIdeasRequest, type ItemResult, type JobEvent } from '@app/domain/jobs/job-events';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import type { Actor } from '@app/domain/shared/decider';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import type { PromptType } from '@app/domain/prompts/prompt-types';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { uuidv7 } from '@app/infra/ids/uuid';

export const admin: Actor = { userId: 'user-admin', role: 'ADMIN', emailVerified: true };
/** Minutes after 10:00 on the day of the history. */
export const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));

export const jobIds = {
  batch: '0197a1b2-0000-7000-8000-00000000000a',
  prd: '0197a1b2-0000-7000-8000-00000000000b',
  allDocs: '0197a1b2-0000-7000-8000-00000000000c',
  running: '0197a1b2-0000-7000-8000-00000000000d',
};

export const generation = (promptType: PromptType, latencyMs: number, tokensIn: number, tokensOut: number): GenerationRecord => ({
  promptType,
  model: 'local-deterministic-1',
  tokensIn,
  tokensOut,
  latencyMs,
});

export const batchRequest: GenerateIdeasRequest = {
  kind: 'generate-ideas',
  batchNumber: 7,
  categories: 'FinTech, HealthTech',
  trendId: 4,
  stamp: 'Top Picks',
  items: [
    { key: 'free-1', ideaId: 1301, type: 'FREE' },
    { key: 'free-2', ideaId: 1302, type: 'FREE' },
    { key: 'premium-1', ideaId: 1303, type: 'PREMIUM' },
  ],
};
export const prdRequest: GenerateDocumentsRequest = {
  kind: 'generate-documents',
  generateAll: false,
  items: [
    { key: '1301-PRD', ideaId: 1301, documentType: 'PRD', documentId: 5001 },
    { key: '1399-PRD', ideaId: 1399, documentType: 'PRD', documentId: 5002 },
  ],
};
/** Every type for ideas 1301 and 1303: documents 6001-6005 and 6006-6010, in DOCUMENT_TYPES order. */
export const allDocsRequest: GenerateDocumentsRequest = {
  kind: 'generate-documents',
  generateAll: true,
  items: [1301, 1303].flatMap((ideaId, idea) =>
    DOCUMENT_TYPES.map((documentType, index) => ({ key: `${ideaId}-${documentType}`, ideaId, documentType, documentId: 6001 + idea * 5 + index })),
  ),
};
export const runningRequest: GenerateIdeasRequest = {
  kind: 'generate-ideas',
  batchNumber: 8,
  categories: '',
  trendId: null,
  stamp: null,
  items: [
    { key: 'free-1', ideaId: 1401, type: 'FREE' },
    { key: 'premium-1', ideaId: 1402, type: 'PREMIUM' },
  ],
};

export const requestJob = (jobId: string, request: GenerateIdeasRequest | GenerateDocumentsRequest, minute: number): JobCommand => ({
  type: 'RequestJob',
  data: { jobId, request },
  metadata: { actor: admin, now: at(minute) },
});
/** A worker records outcomes: no acting user. */
export const recordOutcome = (itemKey: string, outcome: ItemOutcome, minute: number): JobCommand => ({
  type: 'RecordItemOutcome',
  data: { itemKey, outcome },
  metadata: { actor: null, now: at(minute) },
});
export const succeeded = (itemKey: string, result: ItemResult, record: GenerationRecord, minute: number) =>
  recordOutcome(itemKey, { succeeded: true, result, generation: record }, minute);
export const failed = (itemKey: string, reason: string, record: GenerationRecord | null, minute: number) =>
  recordOutcome(itemKey, { succeeded: false, reason, generation: record }, minute);
export const cancelJob = (minute: number): JobCommand => ({ type: 'CancelJob', data: {}, metadata: { actor: admin, now: at(minute) } });

const idea = (ideaId: number, title: string, type: 'FREE' | 'PREMIUM', linked: boolean): ItemResult => ({ kind: 'idea', ideaId, title, type, linked });
const document = (ideaId: number, title: string, documentType: (typeof DOCUMENT_TYPES)[number], documentId: number): ItemResult => ({
  kind: 'document',
  ideaId,
  title,
  documentType,
  documentId,
  batchNumber: 7,
});

/** Appends events to the job's stream with the metadata the command handler writes; `userId` is who acted. */
export function appendJobEvents(eventStore: EventStore, jobId: string, events: JobEvent[], userId: string | null, now: Date): Promise<AppendResult> {
  return eventStore.append(
    jobStreamId(jobId),
    events.map((event) => {
      const id = uuidv7(now.getTime());
      return {
        id,
        type: event.type,
        data: event.data,
        metadata: { userId, commandId: id, correlationId: id, causationId: id, at: now.toISOString(), schemaVersion: currentSchemaVersion(event.type) },
      };
    }),
  );
}

/** Runs each command through the decider on the job's stream as it stands, appending what it decides; the last append. */
export async function recordJob(eventStore: EventStore, jobId: string, commands: JobCommand[]): Promise<AppendResult> {
  let appended: AppendResult | undefined;
  for (const command of commands) {
    const { state } = await loadAggregate(eventStore, jobStreamId(jobId), jobDecider);
    const events = jobDecider.decide(command, state);
    appended = await appendJobEvents(eventStore, jobId, events, command.metadata.actor?.userId ?? null, command.metadata.now);
  }
  return appended!;
}

/** The four jobs, one after the other; the position of the last append. */
export async function appendJobHistory(eventStore: EventStore): Promise<AppendResult> {
  await recordJob(eventStore, jobIds.batch, [
    requestJob(jobIds.batch, batchRequest, 0),
    succeeded('premium-1', idea(1303, 'Premium Ledger', 'PREMIUM', false), generation('IDEA_PREMIUM', 300, 200, 900), 1),
    succeeded('free-1', idea(1301, 'Free Ledger', 'FREE', true), generation('IDEA_FREE', 100, 100, 400), 2),
    failed('free-2', 'The AI answered an idea without a title', generation('IDEA_FREE', 50, 100, 10), 3),
  ]);
  await recordJob(eventStore, jobIds.prd, [
    requestJob(jobIds.prd, prdRequest, 10),
    succeeded('1301-PRD', document(1301, 'Free Ledger', 'PRD', 5001), generation('DOC_PRD', 1000, 500, 3000), 11),
    failed('1399-PRD', 'Idea not found', null, 12),
  ]);
  await recordJob(eventStore, jobIds.allDocs, [
    requestJob(jobIds.allDocs, allDocsRequest, 20),
    succeeded('1301-PRD', document(1301, 'Free Ledger', 'PRD', 6001), generation('DOC_PRD', 800, 400, 2500), 21),
    succeeded('1303-PITCH_DECK', document(1303, 'Premium Ledger', 'PITCH_DECK', 6007), generation('DOC_PITCH', 700, 300, 2000), 22),
    cancelJob(23),
    succeeded('1301-GTM', document(1301, 'Free Ledger', 'GTM', 6003), generation('DOC_GTM', 600, 350, 1800), 24),
    failed('1303-PRD', 'The AI refused', generation('DOC_PRD', 200, 400, 0), 25),
  ]);
  return recordJob(eventStore, jobIds.running, [
    requestJob(jobIds.running, runningRequest, 30),
    succeeded('free-1', idea(1401, 'Running Start', 'FREE', false), generation('IDEA_FREE', 120, 90, 380), 31),
  ]);
}

/** The running batch's last item: the job completes. */
export function finishRunningJob(eventStore: EventStore): Promise<AppendResult> {
  return recordJob(eventStore, jobIds.running, [
    succeeded('premium-1', idea(1402, 'Running Finish', 'PREMIUM', false), generation('IDEA_PREMIUM', 250, 150, 700), 32),
  ]);
}

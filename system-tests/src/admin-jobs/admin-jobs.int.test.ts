// The admin's AI operations through the composed platform (in-process queue, the local AI): both generation calls
// with every validation and permission, a job's result answered within the request, a job followed after 202 and
// cancelled, and a redelivered item that finds its effect instead of writing it again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { jobDecider, type JobState } from '@app/domain/jobs/job-decider';
import { jobStreamId, type GenerateIdeasRequest } from '@app/domain/jobs/job-events';
import { SELECT_IDEAS_FOR_DOCUMENTS, COUNT_INVALID, COUNTS_SUM_ZERO, BATCH_NUMBER_INVALID, DOCUMENT_TYPE_OR_ALL } from '@app/domain/jobs/schemas';
import type { JobAcceptedAnswer, JobFinishedAnswer, GenerateDocumentsResult, GenerateIdeasResult } from '@app/domain/jobs/job-view';
import { trendDecider } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { loadAggregate, streamStateCache } from '@app/infra/event-store/load-aggregate';
import { createSealingBatchCommandHandler, createSealingCommandHandler } from '@app/command-api/app';
import { systemClock } from '@app/command-api/clock';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { nextIds } from '@app/command-api/ids/id-sequences';
import { JOB_ACTOR } from '@app/command-api/jobs/job-item-context';
import { startJobWorkers } from '@app/command-api/jobs/job-workers';
import { runJobItem } from '@app/command-api/jobs/run-job-item';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createInProcessWorkQueue } from '@app/infra/work-queue/in-process-work-queue';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import { createLocalAiGenerator } from '@app/infra/ai/local/local-ai-generator';
import type { CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';
import { openAdminJobKits } from './admin-job-kits';

let kit: CatalogCommandKit;
let waiting: CatalogCommandKit;

beforeAll(async () => {
  [kit, waiting] = await openAdminJobKits();
}, 60_000);

afterAll(async () => {
  await Promise.all([kit?.close(), waiting?.close()]);
});

const generateBatch = (body: unknown, token = kit.adminToken) => kit.request('POST', '/api/admin/ideas/generate-batch', { token, body });
const generateDocuments = (body: unknown, token = kit.adminToken) => kit.request('POST', '/api/admin/documents/generate', { token, body });

async function createTrend(): Promise<number> {
  const response = await kit.request('POST', '/api/trends', { token: kit.adminToken, body: { title: 'Agents for clinics', description: 'Clinics automate intake.', type: 'RFI', source: 'Other' } });
  expect(response.statusCode).toBe(201);
  return response.json<{ trend: { id: number } }>().trend.id;
}

describe('POST /api/admin/ideas/generate-batch', () => {
  it('is for ADMIN only', async () => {
    expect((await kit.request('POST', '/api/admin/ideas/generate-batch', { body: { batchNumber: 1 } })).statusCode).toBe(401);
    const free = await generateBatch({ batchNumber: 1 }, kit.freeToken);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ message: 'Admin access required' });
  });

  it.each([
    [{ batchNumber: 1, freeCount: 201 }, 'freeCount', COUNT_INVALID],
    [{ batchNumber: 1, premiumCount: -1 }, 'premiumCount', COUNT_INVALID],
    [{ batchNumber: 1, freeCount: 2.5 }, 'freeCount', COUNT_INVALID],
    [{ batchNumber: 1, freeCount: '3' }, 'freeCount', COUNT_INVALID],
    [{ batchNumber: 1, freeCount: 0, premiumCount: 0 }, 'freeCount', COUNTS_SUM_ZERO],
    [{ batchNumber: -1 }, 'batchNumber', BATCH_NUMBER_INVALID],
    [{}, 'batchNumber', BATCH_NUMBER_INVALID],
    [{ batchNumber: 1, stamp: 'Best' }, 'stamp', 'Stamp must be Top Picks or Crazy'],
    [{ batchNumber: 1, trendId: 0 }, 'trendId', 'Trend id must be a positive whole number'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const response = await generateBatch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
  });

  it('refuses an unknown trend before generating anything', async () => {
    const response = await generateBatch({ batchNumber: 1, freeCount: 1, premiumCount: 0, trendId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Trend not found' });
  });

  it('generates the batch within the request: ideas of each type in the batch, stamped, linked to the trend', async () => {
    const trendId = await createTrend();
    const response = await generateBatch({ batchNumber: 42, freeCount: 2, premiumCount: 1, categories: 'FinTech', trendId, stamp: 'Crazy' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<JobFinishedAnswer & GenerateIdeasResult>();
    expect(answer).toMatchObject({ kind: 'generate-ideas', status: 'completed', jobId: expect.any(String) as string, skipped: [], position: expect.any(String) as string });
    // In the order the items ended (workers run them side by side); ids were allocated free ones first.
    expect([...answer.ideas].sort((a, b) => a.id - b.id).map((idea) => idea.type)).toEqual(['FREE', 'FREE', 'PREMIUM']);
    expect(new Set(answer.links.map((link) => link.ideaId))).toEqual(new Set(answer.ideas.map((idea) => idea.id)));
    expect(new Set(answer.ideas.map((idea) => idea.title)).size).toBe(3);
    for (const { id, type } of answer.ideas) {
      const read = await kit.request('GET', `/api/admin/ideas/${id}`, { token: kit.adminToken });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ idea: { id, type, batchNumber: 42, stamp: 'Crazy', status: 'Unpublished', category: 'FinTech' } });
    }
    const trend = await loadAggregate(kit.platform.infra.eventStore, trendStreamId(trendId), trendDecider);
    expect(trend.state).toMatchObject({ status: 'existing', ideaIds: new Set(answer.ideas.map((idea) => idea.id)) });
  });
});

describe('POST /api/admin/documents/generate', () => {
  it('is for ADMIN only', async () => {
    expect((await generateDocuments({ ideaIds: [1], generateAll: true }, kit.freeToken)).statusCode).toBe(403);
  });

  it.each([
    [{ ideaIds: [], generateAll: true }, 'ideaIds', SELECT_IDEAS_FOR_DOCUMENTS],
    [{ generateAll: true }, 'ideaIds', SELECT_IDEAS_FOR_DOCUMENTS],
    [{ ideaIds: [1] }, 'type', DOCUMENT_TYPE_OR_ALL],
    [{ ideaIds: [1], type: 'MEMO' }, 'type', `Type must be one of ${DOCUMENT_TYPES.join(', ')}`],
    [{ ideaIds: [0], type: 'PRD' }, 'ideaIds.0', 'Idea ids must be positive whole numbers'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const response = await generateDocuments(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
  });

  it('writes all five documents of each idea, and reports an unknown or deleted idea as a failure', async () => {
    const [first, second, deleted] = [await kit.createIdea(), await kit.createIdea(), await kit.createIdea()];
    expect((await kit.request('DELETE', `/api/admin/ideas/${deleted}`, { token: kit.adminToken })).statusCode).toBe(200);
    const response = await generateDocuments({ ideaIds: [first, second, 888_888, deleted], generateAll: true });
    expect(response.statusCode).toBe(200);
    const answer = response.json<JobFinishedAnswer & GenerateDocumentsResult>();
    expect(answer.successful).toHaveLength(10);
    expect(new Set(answer.successful.map((document) => `${document.ideaId}-${document.type}`)).size).toBe(10);
    expect([...answer.failed].sort(byIdeaThenType)).toEqual(DOCUMENT_TYPES.flatMap((type) => [888_888, deleted].map((ideaId) => ({ ideaId, type, reason: 'Idea not found' }))).sort(byIdeaThenType));
    const documents = await kit.request('GET', `/api/admin/ideas/${first}/documents`, { token: kit.adminToken });
    expect(documents.json<{ documents: { type: string; content: string }[] }>().documents.map((document) => document.type).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it('rewrites the document of a type an idea already has, keeping its id', async () => {
    const ideaId = await kit.createIdea();
    const { PRD: prdId } = await kit.addDocuments(ideaId, ['PRD']);
    const response = await generateDocuments({ ideaIds: [ideaId], type: 'PRD' });
    expect(response.json<GenerateDocumentsResult>().successful).toEqual([{ ideaId, type: 'PRD', documentId: prdId }]);
    const documents = await kit.request('GET', `/api/admin/ideas/${ideaId}/documents`, { token: kit.adminToken });
    const [prd] = documents.json<{ documents: { id: number; content: string }[] }>().documents;
    expect(prd).toMatchObject({ id: prdId });
    expect(prd?.content).not.toBe(`# PRD of idea ${ideaId}`);
  });
});

const byIdeaThenType = (a: { ideaId: number; type: string }, b: { ideaId: number; type: string }) => a.ideaId - b.ideaId || a.type.localeCompare(b.type);

describe('a job longer than the request', () => {
  it('answers 202 with where to follow it, and a cancel stops it', async () => {
    const response = await waiting.request('POST', '/api/admin/ideas/generate-batch', { token: waiting.adminToken, body: { batchNumber: 3, freeCount: 4, premiumCount: 0 } });
    expect(response.statusCode).toBe(202);
    const { jobId, statusUrl, status } = response.json<JobAcceptedAnswer>();
    expect(status).toBe('running');
    expect(statusUrl).toBe(`/api/admin/jobs/${jobId}`);
    expect((await waiting.request('POST', `/api/admin/jobs/${jobId}/cancel`, { token: waiting.freeToken })).statusCode).toBe(403);
    const cancel = await waiting.request('POST', `/api/admin/jobs/${jobId}/cancel`, { token: waiting.adminToken });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ message: 'Job cancelled' });
    expect((await waiting.request('POST', `/api/admin/jobs/${jobId}/cancel`, { token: waiting.adminToken })).statusCode).toBe(200);
    expect((await waiting.request('POST', '/api/admin/jobs/not-a-job/cancel', { token: waiting.adminToken })).statusCode).toBe(404);
    expect((await waiting.request('POST', '/api/admin/jobs/0197a1b2-0000-7000-8000-000000000000/cancel', { token: waiting.adminToken })).statusCode).toBe(404);

    // A worker that picks up an item of the cancelled job leaves it alone.
    const { eventStore } = waiting.platform.infra;
    const deps = { eventStore, db: waiting.platform.infra.db.withTables<CommandApiDatabase>(), personalData: waiting.platform.infra.personalData, commands: createSealingCommandHandler(waiting.platform.infra), ai: createLocalAiGenerator(), clock: systemClock, jobStates: streamStateCache<JobState>(), batchCommands: createSealingBatchCommandHandler(waiting.platform.infra) };
    await runJobItem(deps, { item: { jobId, itemKey: 'free-1' }, attempt: 1, working: () => undefined });
    const job = await loadAggregate(eventStore, jobStreamId(jobId), jobDecider);
    expect(job.state).toMatchObject({ status: 'cancelled', succeeded: 0, failed: 0 });
  });
});

describe('a redelivered item', () => {
  it('finds the idea an earlier delivery created and records its outcome without asking the AI again', async () => {
    const response = await waiting.request('POST', '/api/admin/ideas/generate-batch', { token: waiting.adminToken, body: { batchNumber: 4, freeCount: 1, premiumCount: 0 } });
    const { jobId } = response.json<JobAcceptedAnswer>();
    const { eventStore } = waiting.platform.infra;
    const local = createLocalAiGenerator();
    let calls = 0;
    const counting: AiGenerator = { ...local, generateIdea: (...args) => ((calls += 1), local.generateIdea(...args)) };
    const commands = createSealingCommandHandler(waiting.platform.infra);
    // The first delivery dies after creating the idea: its outcome is never recorded.
    const dying = { eventStore, db: waiting.platform.infra.db.withTables<CommandApiDatabase>(), personalData: waiting.platform.infra.personalData, ai: counting, clock: systemClock, jobStates: streamStateCache<JobState>(), batchCommands: createSealingBatchCommandHandler(waiting.platform.infra), commands: ((decider, streamId, command, envelope) =>
      streamId.startsWith('job-') ? Promise.reject(new Error('killed')) : commands(decider, streamId, command, envelope)) as typeof commands };
    await expect(runJobItem(dying, { item: { jobId, itemKey: 'free-1' }, attempt: 1, working: () => undefined })).rejects.toThrow('killed');
    expect(calls).toBe(1);
    await runJobItem({ eventStore, db: waiting.platform.infra.db.withTables<CommandApiDatabase>(), personalData: waiting.platform.infra.personalData, ai: counting, clock: systemClock, jobStates: streamStateCache<JobState>(), batchCommands: createSealingBatchCommandHandler(waiting.platform.infra), commands }, { item: { jobId, itemKey: 'free-1' }, attempt: 2, working: () => undefined });
    expect(calls).toBe(1);
    const job = await loadAggregate(eventStore, jobStreamId(jobId), jobDecider);
    expect(job.state).toMatchObject({ status: 'completed', succeeded: 1, failed: 0 });
    const ideaId = (job.state as { result: GenerateIdeasResult }).result.ideas[0]!.id;
    const stream = await eventStore.readStream(ideaStreamId(ideaId));
    expect(stream.filter((event) => event.type === 'IdeaCreated')).toHaveLength(1);
    expect(stream[0]?.metadata).toMatchObject({ userId: 'job', correlationId: jobId, causationId: `job-${jobId}/free-1` });
  });

  it('records a failure on its last attempt instead of leaving the job running', async () => {
    const response = await waiting.request('POST', '/api/admin/ideas/generate-batch', { token: waiting.adminToken, body: { batchNumber: 5, freeCount: 1, premiumCount: 0 } });
    const { jobId } = response.json<JobAcceptedAnswer>();
    const { eventStore } = waiting.platform.infra;
    const broken: AiGenerator = { ...createLocalAiGenerator(), generateIdea: () => Promise.reject(new Error('connection reset')) };
    const deps = { eventStore, db: waiting.platform.infra.db.withTables<CommandApiDatabase>(), personalData: waiting.platform.infra.personalData, ai: broken, clock: systemClock, jobStates: streamStateCache<JobState>(), batchCommands: createSealingBatchCommandHandler(waiting.platform.infra), commands: createSealingCommandHandler(waiting.platform.infra) };
    await expect(runJobItem(deps, { item: { jobId, itemKey: 'free-1' }, attempt: 1, working: () => undefined })).rejects.toThrow('connection reset');
    await runJobItem(deps, { item: { jobId, itemKey: 'free-1' }, attempt: 5, working: () => undefined });
    const job = await loadAggregate(eventStore, jobStreamId(jobId), jobDecider);
    expect(job.state).toMatchObject({ status: 'completed', succeeded: 0, failed: 1 });
  });
});

describe('a job whose items were never queued', () => {
  it('is found by the workers once quiet, and completed', async () => {
    const { eventStore } = waiting.platform.infra;
    const commands = createSealingCommandHandler(waiting.platform.infra);
    const deps = { eventStore, db: waiting.platform.infra.db.withTables<CommandApiDatabase>(), personalData: waiting.platform.infra.personalData, commands, ai: createLocalAiGenerator(), clock: systemClock, jobStates: streamStateCache<JobState>(), batchCommands: createSealingBatchCommandHandler(waiting.platform.infra) };
    const stop = await startJobWorkers(deps, createInProcessWorkQueue(), { concurrency: 1, heartbeatMs: 1000, log: { error: () => undefined }, sweepMs: 50, quietMs: 1 });
    try {
      // The request recorded, as the command API does, by a process that died before queueing its items.
      const jobId = uuidv7();
      const [ideaId] = await nextIds(waiting.platform.infra.db.withTables<CommandApiDatabase>(), 'platform_idea_ids', 1);
      const request: GenerateIdeasRequest = { kind: 'generate-ideas', batchNumber: 6, categories: '', trendId: null, stamp: null, items: [{ key: 'free-1', ideaId: ideaId!, type: 'FREE' }] };
      await commands(jobDecider, jobStreamId(jobId), { type: 'RequestJob', data: { jobId, request }, metadata: { actor: JOB_ACTOR, now: new Date() } }, { commandId: jobId, correlationId: jobId, causationId: jobId });
      await vi.waitFor(async () => expect((await loadAggregate(eventStore, jobStreamId(jobId), jobDecider)).state).toMatchObject({ status: 'completed', succeeded: 1 }), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await stop();
    }
  });
});

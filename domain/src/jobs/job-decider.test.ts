import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Conflict, Forbidden, NotFound } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import type { GenerationRecord } from '../workspace/workspace-fields';
import { JOB_ALREADY_FINISHED, JOB_NOT_FOUND, jobDecider, type JobCommand } from './job-decider';
import type { GenerateIdeasRequest, JobEvent } from './job-events';

const given = deciderSpec(jobDecider);
const jobId = '0197a1b2-0000-7000-8000-00000000j0b1';
const now = new Date('2026-11-26T10:00:00.000Z');
const at = now.toISOString();
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const pro: Actor = { userId: '0197a1b2-0000-7000-8000-000000000002', role: 'PRO', emailVerified: true };
const generation: GenerationRecord = { promptType: 'IDEA_FREE', model: 'local-deterministic-1', tokensIn: 120, tokensOut: 480, latencyMs: 3 };

const request: GenerateIdeasRequest = {
  kind: 'generate-ideas',
  batchNumber: 7,
  categories: 'FinTech',
  trendId: null,
  stamp: null,
  items: [
    { key: 'free-1', ideaId: 1301, type: 'FREE' },
    { key: 'premium-1', ideaId: 1302, type: 'PREMIUM' },
  ],
};

const command = <T extends JobCommand['type']>(type: T, data: Extract<JobCommand, { type: T }>['data'], actor: Actor | null = admin) =>
  ({ type, data, metadata: { actor, now } }) as Extract<JobCommand, { type: T }>;
const succeed = (itemKey: string, ideaId: number) =>
  command('RecordItemOutcome', { itemKey, outcome: { succeeded: true, result: { kind: 'idea', ideaId, title: `Idea ${ideaId}`, type: 'FREE', linked: false }, generation } }, null);
const fail = (itemKey: string) => command('RecordItemOutcome', { itemKey, outcome: { succeeded: false, reason: 'The AI timed out', generation: null } }, null);

const requested: JobEvent = { type: 'JobRequested', data: { jobId, request, at } };
const freeDone: JobEvent = {
  type: 'JobItemSucceeded',
  data: { jobId, itemKey: 'free-1', result: { kind: 'idea', ideaId: 1301, title: 'Idea 1301', type: 'FREE', linked: false }, generation, at },
};
const cancelled: JobEvent = { type: 'JobCancelled', data: { jobId, at } };

describe('the job decider', () => {
  it('records an admin request once', () => {
    given([]).when(command('RequestJob', { jobId, request })).then([requested]);
    given([requested]).when(command('RequestJob', { jobId, request })).then([]);
    given([]).when(command('RequestJob', { jobId, request }, pro)).thenThrows(Forbidden, 'Admin access required');
  });

  it('records each item once, and completes the job with the outcome of its last item', () => {
    given([requested]).when(succeed('free-1', 1301)).then([freeDone]);
    given([requested, freeDone]).when(succeed('free-1', 1301)).then([]);
    given([requested, freeDone])
      .when(fail('premium-1'))
      .then([
        { type: 'JobItemFailed', data: { jobId, itemKey: 'premium-1', reason: 'The AI timed out', generation: null, at } },
        { type: 'JobCompleted', data: { jobId, succeeded: 1, failed: 1, at } },
      ]);
  });

  it('refuses outcomes of an unknown job, and of an item the job does not have', () => {
    given([]).when(succeed('free-1', 1301)).thenThrows(NotFound, JOB_NOT_FOUND);
    given([requested]).when(succeed('free-9', 1309)).thenThrows(Error, `Job ${jobId} has no item free-9`);
  });

  it('cancels a running job once; outcomes after it are recorded, and the job is not completed by them', () => {
    given([requested]).when(command('CancelJob', {})).then([cancelled]);
    given([requested, cancelled]).when(command('CancelJob', {})).then([]);
    given([requested, freeDone, cancelled])
      .when(succeed('premium-1', 1302))
      .then([
        {
          type: 'JobItemSucceeded',
          data: { jobId, itemKey: 'premium-1', result: { kind: 'idea', ideaId: 1302, title: 'Idea 1302', type: 'FREE', linked: false }, generation, at },
        },
      ]);
    given([requested]).when(command('CancelJob', {}, pro)).thenThrows(Forbidden, 'Admin access required');
    given([]).when(command('CancelJob', {})).thenThrows(NotFound, JOB_NOT_FOUND);
  });

  it('refuses to cancel a completed job', () => {
    const done: JobEvent[] = [
      requested,
      freeDone,
      { type: 'JobItemFailed', data: { jobId, itemKey: 'premium-1', reason: 'x', generation: null, at } },
      { type: 'JobCompleted', data: { jobId, succeeded: 1, failed: 1, at } },
    ];
    given(done).when(command('CancelJob', {})).thenThrows(Conflict, JOB_ALREADY_FINISHED);
  });
});

describe('the job state carries its result in the generation call\'s shape', () => {
  it('lists the ideas made, their trend links and the ideas left unlinked', () => {
    const withTrend: GenerateIdeasRequest = { ...request, trendId: 4 };
    const linked = (itemKey: string, ideaId: number, isLinked: boolean): JobEvent => ({
      type: 'JobItemSucceeded',
      data: { jobId, itemKey, result: { kind: 'idea', ideaId, title: `Idea ${ideaId}`, type: 'FREE', linked: isLinked }, generation, at },
    });
    const state = [{ type: 'JobRequested', data: { jobId, request: withTrend, at } } as JobEvent, linked('free-1', 1301, true), linked('premium-1', 1302, false)].reduce(
      jobDecider.evolve,
      jobDecider.initialState(),
    );
    expect(state).toMatchObject({
      status: 'running',
      result: {
        kind: 'generate-ideas',
        ideas: [{ id: 1301, title: 'Idea 1301', type: 'FREE' }, { id: 1302, title: 'Idea 1302', type: 'FREE' }],
        links: [{ trendId: 4, ideaId: 1301, createdAt: at }],
        skipped: [1302],
      },
    });
  });

  it('lists the documents written and the ones that failed, with their idea and type', () => {
    const documents: JobEvent = {
      type: 'JobRequested',
      data: {
        jobId,
        request: {
          kind: 'generate-documents',
          generateAll: false,
          items: [
            { key: '5-PRD', ideaId: 5, documentType: 'PRD', documentId: 900 },
            { key: '6-PRD', ideaId: 6, documentType: 'PRD', documentId: 901 },
          ],
        },
        at,
      },
    };
    const written: JobEvent = {
      type: 'JobItemSucceeded',
      data: { jobId, itemKey: '5-PRD', result: { kind: 'document', ideaId: 5, title: 'Five', documentType: 'PRD', documentId: 900, batchNumber: 2 }, generation, at },
    };
    const failed: JobEvent = { type: 'JobItemFailed', data: { jobId, itemKey: '6-PRD', reason: 'Idea not found', generation: null, at } };
    const state = [documents, written, failed].reduce(jobDecider.evolve, jobDecider.initialState());
    expect(state).toMatchObject({
      result: { kind: 'generate-documents', successful: [{ ideaId: 5, type: 'PRD', documentId: 900 }], failed: [{ ideaId: 6, type: 'PRD', reason: 'Idea not found' }] },
    });
  });
});

// The admin's AI operations read over HTTP (jobs, batch runs, batch docs), answered from rows the real jobs and
// batch_costs projections wrote from the jobs history: a finished batch run with a trend, a PRD run, a cancelled
// Generate All Documents run and a batch run still going. The session plugin's part is reduced to an actor named by a
// test header; read-your-writes is the query API's own hook.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchDocView, BatchRunView, JobView } from '@app/domain/jobs/job-view';
import type { Actor } from '@app/domain/shared/decider';
import { ROLES, type Role } from '@app/domain/shared/roles';
import { formatPosition } from '@app/infra/event-store/position';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { batchCostsProjection } from '@app/projectors/batch-costs/batch-costs.projection';
import { jobsProjection } from '@app/projectors/jobs/jobs.projection';
import { admin, appendJobHistory, at, batchRequest, finishRunningJob, jobIds, recordJob, requestJob } from '@app/projectors/jobs/testing/job-history';
import { installMinPosition } from '../../http/min-position';
import { openReadModelTestKit, type ReadModelTestKit } from '../../read-models/testing/read-model-test-kit';
import { batchCostsRoutes } from './batch-costs.routes';
import { adminJobsRoutes } from './jobs.routes';

let kit: ReadModelTestKit;
let app: FastifyInstance;

beforeAll(async () => {
  kit = await openReadModelTestKit([jobsProjection, batchCostsProjection]);
  await kit.projected((await appendJobHistory(kit.eventStore)).position);
  app = Fastify();
  installErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-test-role'] as Role | undefined;
    request.actor = role ? ({ userId: `user-${role}`, role, emailVerified: true } satisfies Actor) : null;
    done();
  });
  installMinPosition(app, kit.runtime.waitForPosition, 10_000);
  adminJobsRoutes(app, { db: kit.read });
  batchCostsRoutes(app, { db: kit.read });
});

afterAll(async () => {
  await app?.close();
  await kit?.close();
});

const request = (url: string, role: Role | null = 'ADMIN', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: { ...(role ? { 'x-test-role': role } : {}), ...headers } });

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await request(url, 'ADMIN', headers);
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const ids = (jobs: { jobs: JobView[] }) => jobs.jobs.map((job) => job.id);

describe('GET /api/admin/jobs/{id}', () => {
  it('answers a finished batch run with its progress, failures and the generate-batch answer', async () => {
    expect(await get<JobView>(`/api/admin/jobs/${jobIds.batch}`)).toEqual({
      id: jobIds.batch,
      kind: 'generate-ideas',
      status: 'completed',
      label: 'Batch 7: 2 free + 1 premium ideas',
      total: 3,
      done: 3,
      succeeded: 2,
      failed: 1,
      failures: [{ itemKey: 'free-2', ideaId: 1302, documentType: null, reason: 'The AI answered an idea without a title' }],
      requestedBy: admin.userId,
      createdAt: at(0).toISOString(),
      finishedAt: at(3).toISOString(),
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
    } satisfies JobView);
  });

  it('answers document runs with the documents written and failed; a cancelled one with what ended after the cancel', async () => {
    expect(await get<JobView>(`/api/admin/jobs/${jobIds.prd}`)).toMatchObject({
      label: 'Product Requirements Doc for 2 ideas',
      status: 'completed',
      total: 2,
      done: 2,
      result: { kind: 'generate-documents', successful: [{ ideaId: 1301, type: 'PRD', documentId: 5001 }], failed: [{ ideaId: 1399, type: 'PRD', reason: 'Idea not found' }] },
    });
    expect(await get<JobView>(`/api/admin/jobs/${jobIds.allDocs}`)).toMatchObject({
      label: 'Generate All Documents for 2 ideas',
      status: 'cancelled',
      total: 10,
      done: 4,
      succeeded: 3,
      failed: 1,
      failures: [{ itemKey: '1303-PRD', ideaId: 1303, documentType: 'PRD', reason: 'The AI refused' }],
      finishedAt: at(23).toISOString(),
    });
  });

  it("answers 404 'Job not found' for an unknown or malformed id", async () => {
    for (const id of ['0197a1b2-0000-7000-8000-0000000000ff', 'not%20a%20job', '%00', 'a'.repeat(65), '..%2Fjobs']) {
      const response = await request(`/api/admin/jobs/${id}`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, { message: 'Job not found' }]);
    }
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists every job newest first, or only the running ones', async () => {
    const all = await get<{ jobs: JobView[] }>('/api/admin/jobs');
    expect(ids(all)).toEqual([jobIds.running, jobIds.allDocs, jobIds.prd, jobIds.batch]);
    expect(all.jobs[0]).toEqual(await get<JobView>(`/api/admin/jobs/${jobIds.running}`));
    expect(await get('/api/admin/jobs?status=all')).toEqual(all);
    expect(ids(await get('/api/admin/jobs?status=running'))).toEqual([jobIds.running]);
  });

  it('refuses another status with 400, naming the parameter', async () => {
    const response = await request('/api/admin/jobs?status=done');
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'status must be running or all', errors: { status: 'status must be running or all' } }]);
  });
});

describe('GET /api/admin/batches and /api/admin/batch-docs', () => {
  it('answer the batch runs newest first, with their totals', async () => {
    expect(await get('/api/admin/batches')).toEqual({
      batches: [
        {
          id: jobIds.running, batch: 8, free: 1, premium: 0, categories: '', freeLatency: 120, premiumLatency: 0, latency: 120, tokensIn: 90, tokensOut: 380,
          tokens: 470, tokensInFree: 90, tokensOutFree: 380, tokensInPremium: 0, tokensOutPremium: 0, createdAt: at(30).toISOString(),
        },
        {
          id: jobIds.batch, batch: 7, free: 1, premium: 1, categories: 'FinTech, HealthTech', freeLatency: 150, premiumLatency: 300, latency: 450, tokensIn: 400,
          tokensOut: 1310, tokens: 1710, tokensInFree: 200, tokensOutFree: 410, tokensInPremium: 200, tokensOutPremium: 900, createdAt: at(0).toISOString(),
        },
      ] satisfies BatchRunView[],
    });
  });

  it('answer the ideas whose documents were generated, newest first, each type with its latest figures and the sums', async () => {
    expect(await get('/api/admin/batch-docs')).toEqual({
      batchDocs: [
        {
          id: 1301, ideaId: 1301, title: 'Free Ledger', batch: 7, latency: 1400, tokensIn: 750, tokensOut: 4300, tokens: 5050,
          prd: { latency: 800, tokensIn: 400, tokensOut: 2500 }, pitch: null, gtm: { latency: 600, tokensIn: 350, tokensOut: 1800 }, financial: null, prelaunch: null,
          createdAt: at(24).toISOString(),
        },
        {
          id: 1303, ideaId: 1303, title: 'Premium Ledger', batch: 7, latency: 700, tokensIn: 300, tokensOut: 2000, tokens: 2300,
          prd: null, pitch: { latency: 700, tokensIn: 300, tokensOut: 2000 }, gtm: null, financial: null, prelaunch: null,
          createdAt: at(22).toISOString(),
        },
      ] satisfies BatchDocView[],
    });
  });
});

describe('every route', () => {
  const urls = [`/api/admin/jobs/${jobIds.batch}`, '/api/admin/jobs', '/api/admin/batches', '/api/admin/batch-docs'];

  it('answers 401 signed out and 403 to every role but ADMIN', async () => {
    for (const url of urls) {
      const anonymous = await request(url, null);
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([url, 401, { message: 'Please sign in to access this feature' }]);
      for (const role of ROLES.filter((role) => role !== 'ADMIN')) {
        const refused = await request(url, role);
        expect([url, role, refused.statusCode, refused.json()]).toEqual([url, role, 403, { message: 'Admin access required' }]);
      }
      expect((await request(url, 'ADMIN')).statusCode).toBe(200);
    }
  });

  it('waits for x-min-position: the running batch’s last item is in every answer at once', async () => {
    const fresh = { 'x-min-position': formatPosition((await finishRunningJob(kit.eventStore)).position) };
    const job = await request(`/api/admin/jobs/${jobIds.running}`, 'ADMIN', fresh);
    expect([job.headers['x-stale'], job.json<JobView>()]).toMatchObject([undefined, { status: 'completed', done: 2, finishedAt: at(32).toISOString() }]);
    expect((await get<{ jobs: JobView[] }>('/api/admin/jobs?status=running', fresh)).jobs).toEqual([]);
    expect((await get<{ batches: BatchRunView[] }>('/api/admin/batches', fresh)).batches[0]).toMatchObject({ id: jobIds.running, premium: 1, premiumLatency: 250 });
  });

  it('lists at most the 20 newest jobs', async () => {
    const appended = [];
    for (let index = 0; index < 20; index += 1) {
      const jobId = `0197a1b2-0000-7000-8000-1000000000${String(index).padStart(2, '0')}`;
      appended.push(await recordJob(kit.eventStore, jobId, [requestJob(jobId, { ...batchRequest, batchNumber: 100 + index }, 40 + index)]));
    }
    const { jobs } = await get<{ jobs: JobView[] }>('/api/admin/jobs', { 'x-min-position': formatPosition(appended.at(-1)!.position) });
    expect(jobs.map((job) => job.label)).toEqual(Array.from({ length: 20 }, (_, index) => `Batch ${119 - index}: 2 free + 1 premium ideas`));
  });
});

// A job worker killed with SIGKILL mid-job, over a real NATS JetStream: two worker processes share a batch whose AI
// (a fake OpenAI-compatible server of our own) takes time per idea; one dies with items in flight. The job still
// completes with every item, each idea created exactly once under its allocated id, and each outcome recorded once.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobDecider } from '@app/domain/jobs/job-decider';
import { jobStreamId, type JobItemSucceeded } from '@app/domain/jobs/job-events';
import type { JobAcceptedAnswer } from '@app/domain/jobs/job-view';
import { sampleScorecard } from '@app/domain/scoring/testing/sample-scorecard';
import { completion, generatedIdea, json, startFakeOpenAi, type ChatRequest, type FakeOpenAi } from '@app/infra/ai/openai/testing/fake-openai';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { uuidv7 } from '@app/infra/ids/uuid';
import { startNatsServer, type RunningNats } from '@app/infra/testing/nats-server';
import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FREE = 10;
const PREMIUM = 10;
/** Long enough per idea that the kill lands with items in flight, short enough for a bounded test. */
const AI_LATENCY_MS = 400;
const ACK_WAIT_MS = 2000;

let nats: RunningNats;
let ai: FakeOpenAi;
/** AI calls received and not yet answered: the items the workers hold in flight. */
let inFlight = 0;
let kit: CatalogCommandKit;
const workers: ChildProcess[] = [];

/**
 * The fake's n-th idea: a batch writes no idea twice (command-api/src/distinct-ideas/), so each one differs, in every
 * run of three words of its text.
 */
const nthIdea = (n: number) => ({
  ...generatedIdea,
  title: `${generatedIdea.title} ${n}`,
  description: `Idea ${n} serves market ${n * 7} with plan ${n * 13} and channel ${n * 31} for segment ${n * 57}.`,
});
let written = 0;

const isScoring = (body: ChatRequest) => (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name === 'scorecard';

function aiEnv(): Record<string, string> {
  return { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: ai.baseUrl, JOB_ACK_WAIT_MS: String(ACK_WAIT_MS) };
}

function startWorker(): ChildProcess {
  // `node --import tsx`: one process, so SIGKILL hits the worker itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'command-api/src/worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...aiEnv(), DATABASE_URL: kit.databaseUrl, NATS_URL: nats.url, JOB_CONCURRENCY: '2' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return child;
}

function running(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('job worker running') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited with ${String(code)} before it ran`)));
  });
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

beforeAll(async () => {
  nats = await startNatsServer(path.join(tmpdir(), `nats-kill-${uuidv7()}`));
  ai = await startFakeOpenAi((body, res) => {
    // Each new idea is scored in its item too: scorecards are answered at once, so only the ideas are in flight.
    if (isScoring(body)) return json(res, 200, completion(JSON.stringify(sampleScorecard())));
    inFlight += 1;
    setTimeout(() => {
      inFlight -= 1;
      written += 1;
      json(res, 200, completion(JSON.stringify(nthIdea(written))));
    }, AI_LATENCY_MS);
  });
  // The API only queues (no workers of its own); the two worker processes do the work.
  kit = await openCatalogCommandKit({ ...aiEnv(), NATS_URL: nats.url, JOB_CONCURRENCY: '0' }, { jobPatienceMs: 100 });
}, 60_000);

afterAll(async () => {
  for (const child of workers) child.kill('SIGKILL');
  await kit?.close();
  await ai?.close();
  await nats?.stop();
});

describe('a job worker killed with SIGKILL mid-job (NATS JetStream)', () => {
  it('loses no item and does none twice: the other worker finishes the job', { timeout: 120_000 }, async () => {
    const [doomed, survivor] = [startWorker(), startWorker()];
    await Promise.all([running(doomed), running(survivor)]);
    const response = await kit.request('POST', '/api/admin/ideas/generate-batch', { token: kit.adminToken, body: { batchNumber: 9, freeCount: FREE, premiumCount: PREMIUM } });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json<JobAcceptedAnswer>();
    const { eventStore } = kit.platform.infra;
    const job = async () => (await loadAggregate(eventStore, jobStreamId(jobId), jobDecider)).state;

    // Some items done, and both workers holding two items each in the AI: the doomed one dies with two in flight.
    await vi.waitFor(
      async () => {
        const { succeeded } = (await job()) as { succeeded: number };
        expect([succeeded >= 3, inFlight]).toEqual([true, 4]);
      },
      { timeout: 30_000, interval: 5 },
    );
    doomed.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await exited(doomed)).toBe('SIGKILL');
    const atKill = (await job()) as { succeeded: number };
    expect(atKill.succeeded).toBeLessThan(FREE + PREMIUM);

    await vi.waitFor(async () => expect((await job()).status).toBe('completed'), { timeout: 90_000, interval: 100 });
    console.log(`worker killed with 2 items in flight; the job completed ${Date.now() - killedAt} ms later (ack wait ${ACK_WAIT_MS} ms)`);
    const done = await job();
    expect(done).toMatchObject({ status: 'completed', succeeded: FREE + PREMIUM, failed: 0 });

    const jobEvents = await eventStore.readStream(jobStreamId(jobId));
    const outcomes = jobEvents.filter((event): event is typeof event & JobItemSucceeded => event.type === 'JobItemSucceeded');
    expect(new Set(outcomes.map((event) => event.data.itemKey)).size).toBe(FREE + PREMIUM);
    expect(outcomes).toHaveLength(FREE + PREMIUM);
    const ideaIds = outcomes.map((event) => (event.data.result as { ideaId: number }).ideaId);
    expect(new Set(ideaIds).size).toBe(FREE + PREMIUM);
    for (const ideaId of ideaIds) {
      const stream = await eventStore.readStream(`idea-${ideaId}`);
      expect(stream.filter((event) => event.type === 'IdeaCreated')).toHaveLength(1);
    }
    // Every idea was asked of the AI once, except the two the dead worker had in flight, asked again by the survivor.
    expect(ai.requests.filter((body) => !isScoring(body))).toHaveLength(FREE + PREMIUM + 2);

    survivor.kill('SIGTERM');
    expect(await exited(survivor)).toBe(0);
  });
});

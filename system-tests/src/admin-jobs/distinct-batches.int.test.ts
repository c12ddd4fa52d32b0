// An admin's batch never repeats the catalog (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): an idea the
// AI writes that repeats a catalog idea's title or text, or is at least 75% similar to one by Quality Control's
// measure, is not written; the item asks for the next variant, and when none is new the job's outcome says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDecider, type ExistingJob, type JobState } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { NO_DISTINCT_IDEA_LEFT, type GenerateIdeasResult, type JobAcceptedAnswer, type JobFinishedAnswer, type JobView } from '@app/domain/jobs/job-view';
import { SIMILARITY_THRESHOLD } from '@app/domain/quality-control/quality-control-view';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { createSealingBatchCommandHandler, createSealingCommandHandler } from '@app/command-api/app';
import { systemClock } from '@app/command-api/clock';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { MAX_VARIANTS } from '@app/command-api/jobs/idea-item';
import { runJobItem } from '@app/command-api/jobs/run-job-item';
import type { AiGenerator, IdeaGenerationInput } from '@app/infra/ai/ai-generator';
import { createLocalAiGenerator } from '@app/infra/ai/local/local-ai-generator';
import { loadAggregate, streamStateCache } from '@app/infra/event-store/load-aggregate';
import { fingerprint, jaccard } from '@app/infra/idea-similarity/similarity';
import type { CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';
import { openAdminJobKits } from './admin-job-kits';
import { eventually } from '../scoring/scoring-waits';

let kit: CatalogCommandKit;
let waiting: CatalogCommandKit;

beforeAll(async () => {
  [kit, waiting] = await openAdminJobKits();
}, 60_000);

afterAll(async () => {
  await Promise.all([kit?.close(), waiting?.close()]);
});

const HARVEST = {
  title: 'Field-Level Harvest Index for Crop Insurers',
  description:
    'Harvest Index turns satellite imagery and weather data into field-level yield forecasts updated every five days, so crop insurers price policies and settle claims without sending an assessor to every field.',
};
const GENERATION = { promptType: 'IDEA_FREE', model: 'scripted', tokensIn: 100, tokensOut: 400, latencyMs: 10 } as const;

/** A local idea with the text given: only the title and description count for the comparison. */
async function ideaWith(text: { title: string; description: string }): Promise<CopyFields> {
  const { idea } = await createLocalAiGenerator().generateIdea({ promptType: 'IDEA_FREE', prompt: 'p', userContext: text.title, categories: 'AgriTech' });
  return { ...idea, ...text, type: 'FREE' };
}

/** An AI that writes the texts given, one per call in turn (the last one again once they run out), and notes the variants asked for. */
function scriptedAi(texts: readonly { title: string; description: string }[]): AiGenerator & { asked: IdeaGenerationInput[] } {
  const asked: IdeaGenerationInput[] = [];
  return {
    ...createLocalAiGenerator(),
    asked,
    async generateIdea(input) {
      asked.push(input);
      return { idea: await ideaWith(texts[Math.min(asked.length, texts.length) - 1]!), generation: GENERATION };
    },
  };
}

async function runItems(jobId: string, itemKeys: readonly string[], ai: AiGenerator): Promise<ExistingJob> {
  const { infra } = waiting.platform;
  const deps = {
    eventStore: infra.eventStore,
    db: infra.db.withTables<CommandApiDatabase>(),
    personalData: infra.personalData,
    commands: createSealingCommandHandler(infra),
    batchCommands: createSealingBatchCommandHandler(infra),
    ai,
    clock: systemClock,
    jobStates: streamStateCache<JobState>(),
  };
  for (const itemKey of itemKeys) await runJobItem(deps, { item: { jobId, itemKey }, attempt: 1, working: () => undefined });
  return (await loadAggregate(infra.eventStore, jobStreamId(jobId), jobDecider)).state as ExistingJob;
}

async function requestBatch(body: Record<string, unknown>): Promise<string> {
  const response = await waiting.request('POST', '/api/admin/ideas/generate-batch', { token: waiting.adminToken, body: { batchNumber: 9, premiumCount: 0, ...body } });
  expect(response.statusCode).toBe(202);
  return response.json<JobAcceptedAnswer>().jobId;
}

describe('a batch idea that repeats the catalog', () => {
  it('is not written: the item asks for the next variant until one is new, and counts every variant it paid for', async () => {
    await waiting.createIdea(HARVEST);
    const jobId = await requestBatch({ freeCount: 1 });
    const ai = scriptedAi([
      // The catalog idea's title, another text.
      { title: HARVEST.title.toUpperCase(), description: 'A different product altogether, for vineyards that track their own harvest by hand.' },
      // The catalog idea's text with one word changed: far above the threshold.
      { title: HARVEST.title, description: HARVEST.description.replace('five', 'seven') },
      { title: 'Weekly Crop Pest Alerts for Smallholder Farmers', description: 'Pest Alerts texts smallholder farmers in Kenya a weekly warning when aphids or armyworms are spreading nearby.' },
    ]);
    const near = fingerprint(HARVEST.title, HARVEST.description.replace('five', 'seven'));
    expect(jaccard(near.shingles, fingerprint(HARVEST.title, HARVEST.description).shingles)).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);

    const job = await runItems(jobId, ['free-1'], ai);
    expect(ai.asked.map((input) => input.variant)).toEqual([0, 1, 2]);
    expect(job).toMatchObject({ status: 'completed', succeeded: 1, failed: 0 });
    expect((job.result as GenerateIdeasResult).ideas.map((idea) => idea.title)).toEqual(['Weekly Crop Pest Alerts for Smallholder Farmers']);
    const [succeeded] = (await waiting.platform.infra.eventStore.readStream(jobStreamId(jobId))).filter((event) => event.type === 'JobItemSucceeded');
    expect(succeeded?.data).toMatchObject({ generation: { tokensIn: 300, tokensOut: 1200, latencyMs: 30 } });
  });
});

describe('a batch whose categories have no new idea left', () => {
  it('writes no copy, and its outcome and job view say why the ideas were not written', async () => {
    const jobId = await requestBatch({ freeCount: 3 });
    const same = { title: 'Invoice Chaser for Freelance Translators', description: 'Invoice Chaser reminds the clients of freelance translators about unpaid invoices, politely and on time.' };
    const ai = scriptedAi([same]);

    const job = await runItems(jobId, ['free-1', 'free-2', 'free-3'], ai);
    expect(ai.asked).toHaveLength(1 + 2 * MAX_VARIANTS);
    expect(job).toMatchObject({ status: 'completed', succeeded: 1, failed: 2 });
    expect(job.result).toMatchObject({
      ideas: [{ title: same.title }],
      failed: [
        { type: 'FREE', reason: NO_DISTINCT_IDEA_LEFT },
        { type: 'FREE', reason: NO_DISTINCT_IDEA_LEFT },
      ],
    });
    // The items were run here, not through a request: the read model shows them once it has caught up.
    const readView = async () => (await waiting.request('GET', `/api/admin/jobs/${jobId}`, { token: waiting.adminToken })).json<JobView>();
    const view = await eventually(readView, (read) => read.status === 'completed', 'the job view shows the job completed');
    expect(view).toMatchObject({ failed: 2, result: { failed: [{ reason: NO_DISTINCT_IDEA_LEFT }, { reason: NO_DISTINCT_IDEA_LEFT }] } });
    expect(view.failures.map((failure) => failure.reason)).toEqual([NO_DISTINCT_IDEA_LEFT, NO_DISTINCT_IDEA_LEFT]);
  });
});

describe('a batch run by the workers with the local AI', () => {
  it('writes ideas that repeat neither each other nor the catalog, its items running side by side', async () => {
    const catalog = [HARVEST, { title: 'Test idea', description: 'Nothing like the batch.' }];
    for (const idea of catalog) await kit.createIdea(idea);
    const response = await kit.request('POST', '/api/admin/ideas/generate-batch', { token: kit.adminToken, body: { batchNumber: 11, freeCount: 12, premiumCount: 12, categories: 'AgriTech, FinTech' } });
    // On a loaded machine the batch may outlast the request's patience (202): it is then followed where the answer says.
    expect([200, 202]).toContain(response.statusCode);
    const answer =
      response.statusCode === 200
        ? response.json<JobFinishedAnswer & GenerateIdeasResult>()
        : ((
            await eventually(
              async () => (await kit.request('GET', response.json<JobAcceptedAnswer>().statusUrl, { token: kit.adminToken })).json<JobView>(),
              (view) => view.status === 'completed',
              'the batch completed',
            )
          ).result as GenerateIdeasResult);
    expect(answer.ideas.length + answer.failed.length).toBe(24);
    for (const { reason } of answer.failed) expect(reason).toBe(NO_DISTINCT_IDEA_LEFT);
    const texts = [...catalog];
    for (const { id } of answer.ideas) {
      const read = await kit.request('GET', `/api/admin/ideas/${id}`, { token: kit.adminToken });
      texts.push(read.json<{ idea: { title: string; description: string } }>().idea);
    }
    const prints = texts.map(({ title, description }) => ({ title: title.toLowerCase(), ...fingerprint(title, description) }));
    expect(new Set(prints.map((print) => print.title)).size).toBe(prints.length);
    expect(new Set(prints.map((print) => print.key)).size).toBe(prints.length);
    const similar = prints.flatMap((a, i) => prints.slice(i + 1).filter((b) => jaccard(a.shingles, b.shingles) >= SIMILARITY_THRESHOLD));
    expect(similar).toEqual([]);
  });
});

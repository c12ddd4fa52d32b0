// Scores through the job queue, on the composed platform (in-process queue, the local AI): a created idea is scored
// under the active rubric, an edit of a scored field scores it again, the seed catalog by the job the seed records, a
// saved scoring prompt drafts a rubric version whose re-scoring job records scores under that version beside the
// active ones, the same job run twice adds no events, an idea created meanwhile is scored under the draft too, and a
// chunk whose idea changes while it is scored still records each score once (docs/product.md "Scores and market
// sizing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import type { JobState } from '@app/domain/jobs/job-decider';
import type { JobAcceptedAnswer } from '@app/domain/jobs/job-view';
import { DEFAULT_PROMPTS } from '@app/domain/prompts/default-prompts';
import { SCORING_RUBRIC_STREAM, type IdeaScored } from '@app/domain/scoring/scoring-events';
import { scoringPromptHash } from '@app/infra/ai/scoring-hashes';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import { createLocalAiGenerator } from '@app/infra/ai/local/local-ai-generator';
import { streamStateCache } from '@app/infra/event-store/load-aggregate';
import { scoredFieldsOf } from '@app/domain/scoring/scored-fields';
import { scoreIdeaLocally } from '@app/infra/ai/local/score-idea';
import { createSealingBatchCommandHandler, createSealingCommandHandler } from '@app/command-api/app';
import { systemClock } from '@app/command-api/clock';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { itemEnvelope, JOB_ACTOR } from '@app/command-api/jobs/job-item-context';
import { runScoreItem } from '@app/command-api/jobs/score-item';
import { SEED_SCORES_JOB_ID, seedCatalog } from '@app/command-api/seed/seed-catalog';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';
import { eventually, finishedScoringJob } from './scoring-waits';

let kit: CatalogCommandKit;

beforeAll(async () => {
  kit = await openCatalogCommandKit();
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const idea = {
  title: 'Harvest Index',
  description: 'Field-level yield forecasts for crop insurers.',
  category: 'AgriTech',
  businessModel: 'B2B',
  marketSize: '$4.2B TAM, $600M SAM',
  competition: 'Medium — a few analytics houses, none built for insurers',
  problem: 'Crop insurers price harvests on surveys that arrive weeks late, and lose money on every mispriced field.',
  solution: 'Satellite imagery and weather data turned into yield forecasts every five days.',
  goToMarket: 'Start in Kenya with a 30-day pilot and a money-back guarantee, then partner with reinsurers.',
  revenue: '$1,200/month subscription per insurer',
  timeline: '4-6 months to MVP',
  teamSize: '3-5 people',
  technologies: ['AI/ML', 'Big Data'],
  country: 'Kenya',
};

async function ideaEvents(ideaId: number): Promise<IdeaEvent[]> {
  return (await kit.platform.infra.eventStore.readStream(ideaStreamId(ideaId))) as unknown as IdeaEvent[];
}

const scoresOf = async (ideaId: number) => (await ideaEvents(ideaId)).filter((event): event is IdeaScored => event.type === 'IdeaScored').map((event) => event.data);

const finishedJob = (jobId: string) => finishedScoringJob(kit.platform.infra.eventStore, jobId);

const rescore = (version: number) => kit.request('POST', `/api/admin/scoring/rubrics/${version}/rescore`, { token: kit.adminToken });

const SEEDED = 3;

describe('scoring platform ideas through the job queue', () => {
  let ideaId: number;
  let other: number;

  it('scores the seed catalog by a job the seed records, after the seed', async () => {
    const catalog = generateCatalog({ ideaCount: SEEDED, documents: false });
    expect((await seedCatalog(kit.platform.infra, catalog, { log: () => undefined })).outcome).toBe('seeded');
    expect(await finishedJob(SEED_SCORES_JOB_ID)).toEqual({ kind: 'score-ideas', rubricVersion: 1, scored: SEEDED, unchanged: 0, failed: 0 });
    for (const seed of catalog.ideas) {
      expect(await scoresOf(seed.id)).toEqual([expect.objectContaining({ rubricVersion: 1, scorecard: scoreIdeaLocally(scoredFieldsOf(seed.idea)) })]);
    }
  });

  it('scores a created idea under the active rubric, with its provenance', async () => {
    ideaId = await kit.createIdea(idea);
    const [score] = await eventually(() => scoresOf(ideaId), (scores) => scores.length > 0, 'the first score');
    expect(score).toMatchObject({ ideaId, rubricVersion: 1, provider: 'local', promptHash: scoringPromptHash(DEFAULT_PROMPTS.SCORING.content) });
    expect(score!.scorecard.dimensions.opportunity.reason).toMatch(/^Market size names \$4\.2B/);
    expect(score!.scorecard.marketSizing).toMatchObject({ tam: 4.2e9, sam: 600e6 });
  });

  it('scores again after an edit of a scored field, not after an edit of another', async () => {
    expect((await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { token: kit.adminToken, body: { tags: ['insurance'] } })).statusCode).toBe(200);
    expect((await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { token: kit.adminToken, body: { competition: 'High — dozens of analytics houses' } })).statusCode).toBe(200);
    const scores = await eventually(() => scoresOf(ideaId), (found) => found.length > 1, 'the second score');
    expect(scores.map((score) => score.scorecard.dimensions.competition.score)).toEqual([6, 2]);
    other = await kit.createIdea({ ...idea, title: 'Second idea', marketSize: 'Emerging niche' });
    await eventually(() => scoresOf(other), (found) => found.length > 0, 'the other idea scored');
    // The tags edit asked for nothing: still two scores once the later jobs are done.
    expect(await scoresOf(ideaId)).toHaveLength(2);
  });

  it('drafts a rubric version when the scoring prompt is saved, and re-scores under it without touching the active scores', async () => {
    const scoring = `${DEFAULT_PROMPTS.SCORING.content}\nBe strict with the revenue.`;
    expect((await kit.request('PUT', '/api/admin/prompts', { token: kit.adminToken, body: { scoringPrompts: { scoring } } })).statusCode).toBe(200);
    const rubric = await kit.platform.infra.eventStore.readStream(SCORING_RUBRIC_STREAM);
    expect(rubric.map((event) => [event.type, event.data])).toEqual([['RubricVersionDrafted', { version: 2, promptHash: scoringPromptHash(scoring), at: expect.any(String) as string }]]);
    const before = await scoresOf(ideaId);

    const answer = await rescore(2);
    expect(answer.statusCode).toBe(202);
    const { jobId } = answer.json<JobAcceptedAnswer>();
    expect(await finishedJob(jobId)).toEqual({ kind: 'score-ideas', rubricVersion: 2, scored: SEEDED + 2, unchanged: 0, failed: 0 });

    const after = await scoresOf(ideaId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([expect.objectContaining({ rubricVersion: 2, promptHash: scoringPromptHash(scoring) })]);
    expect((await scoresOf(other)).map((score) => score.rubricVersion)).toEqual([1, 2]);
  });

  it('adds no events when the same job runs again', async () => {
    const events = [(await ideaEvents(ideaId)).length, (await ideaEvents(other)).length];
    const { jobId } = (await rescore(2)).json<JobAcceptedAnswer>();
    expect(await finishedJob(jobId)).toEqual({ kind: 'score-ideas', rubricVersion: 2, scored: 0, unchanged: SEEDED + 2, failed: 0 });
    expect([(await ideaEvents(ideaId)).length, (await ideaEvents(other)).length]).toEqual(events);
  });

  it('scores an idea created while a draft is compared under the draft too', async () => {
    const third = await kit.createIdea({ ...idea, title: 'Third idea' });
    const scores = await eventually(() => scoresOf(third), (found) => found.length > 1, 'the third idea scored under both versions');
    expect(scores.map((score) => score.rubricVersion).sort()).toEqual([1, 2]);
  });

  it('activates a draft, then refuses to activate, discard or re-score a version that is not a draft', async () => {
    const activated = await kit.request('POST', '/api/admin/scoring/rubrics/2/activate', { token: kit.adminToken });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ message: 'Rubric version 2 is now active', version: 2 });
    const refused = await kit.request('POST', '/api/admin/scoring/rubrics/2/discard', { token: kit.adminToken });
    expect({ status: refused.statusCode, message: refused.json<{ message: string }>().message }).toEqual({ status: 409, message: 'Rubric version 2 is active, not a draft' });
    expect((await rescore(1)).json()).toMatchObject({ message: 'Rubric version 1 is retired, not a draft' });
    expect((await rescore(7)).statusCode).toBe(404);
  });

  it('records a chunk whose idea was edited while it was scored, deciding again on the fresh stream', async () => {
    const scoring = `${DEFAULT_PROMPTS.SCORING.content}\nBe strict with the timeline.`;
    expect((await kit.request('PUT', '/api/admin/prompts', { token: kit.adminToken, body: { scoringPrompts: { scoring } } })).statusCode).toBe(200);
    const { infra } = kit.platform;
    const local = createLocalAiGenerator();
    const commands = createSealingCommandHandler(infra);
    let edited = false;
    // The edit lands between the chunk's read of its ideas and its batch: the batch's expected revisions no longer hold.
    const editing: AiGenerator = {
      ...local,
      async scoreIdea(request, signal) {
        if (!edited) {
          edited = true;
          await commands(ideaDecider, ideaStreamId(ideaId), { type: 'EditIdea', data: { changes: { tags: ['crops'] } }, metadata: { actor: JOB_ACTOR, now: new Date() } }, itemEnvelope('edit', 'tags'));
        }
        return await local.scoreIdea(request, signal);
      },
    };
    const deps = { eventStore: infra.eventStore, db: infra.db.withTables<CommandApiDatabase>(), personalData: infra.personalData, commands, batchCommands: createSealingBatchCommandHandler(infra), ai: editing, clock: systemClock, jobStates: streamStateCache<JobState>() };
    const lastId = Math.max(ideaId, other);
    const outcome = await runScoreItem(deps, 3, { key: `1-${lastId}`, firstId: 1, lastId }, itemEnvelope('race', `1-${lastId}`));
    expect(outcome).toMatchObject({ succeeded: true, result: { kind: 'scores', scored: SEEDED + 2, unchanged: 0, failed: 0 } });
    const events = await ideaEvents(ideaId);
    expect(events.map((event) => event.type).slice(-2)).toEqual(['IdeaEdited', 'IdeaScored']);
    expect((await scoresOf(ideaId)).filter((score) => score.rubricVersion === 3)).toHaveLength(1);
  });
});

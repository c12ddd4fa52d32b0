// Benchmark: re-scoring every platform idea under a draft rubric version with the local scorer, end to end (docs/
// product.md "Scores and market sizing": 100,000 ideas in ≤ 60 s). The catalog's ideas are appended straight to their
// streams (the generator's fields, one IdeaCreated each); then the admin's POST /api/admin/scoring/rubrics/2/rescore
// records the job, the in-process queue hands its chunks (250 ids each) to the command API's workers, and each chunk's
// ideas are read in one go, scored, and their IdeaScored appended together through the batch command handler, which
// decides on what that read found (one read, one appendToStreams). Timed from the request to the job's
// completion, which follows its last IdeaScored. Baseline, in the same run: as many plain one-event appends to fresh
// streams, by as many loops as ideas are scored at once: what the store alone costs for the same number of writes.
//
// Run alone: npx tsx bench/src/score-jobs.ts   (SCORE_BENCH_IDEAS=20000 for another size; BENCH_QUICK=1: 2,000)
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { jobDecider, type JobState } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { DEFAULT_PROMPTS } from '@app/domain/prompts/default-prompts';
import { rubricDecider } from '@app/domain/scoring/rubric-decider';
import { SCORING_RUBRIC_STREAM } from '@app/domain/scoring/scoring-events';
import type { Actor } from '@app/domain/shared/decider';
import { scoringPromptHash } from '@app/infra/ai/scoring-hashes';
import { readConfig } from '@app/infra/config/config';
import { loadAggregate, streamStateCache } from '@app/infra/event-store/load-aggregate';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createSealingCommandHandler } from '@app/command-api/app';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { idRangesUpTo, reserveIdsUpTo } from '@app/command-api/ids/id-sequences';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { BENCH_ADMIN, signInPlatformAdmin } from './admin-http';
import { runBench, shouldStop, type BenchContext } from './bench-main';
import { result, type BenchResult } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const IDEAS = Number(process.env.SCORE_BENCH_IDEAS ?? (QUICK ? 2_000 : 100_000));
const GOAL_IDEAS = 100_000;
const GOAL_SECONDS = 60;
const WORKERS = 4;
/** The baseline's loops: WORKERS × the AI calls a chunk has in flight (command-api/src/jobs/score-item.ts). */
const IN_FLIGHT = WORKERS * 8;
const LOADERS = 8;
const SYSTEM: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };

const metadata = (at: string) => ({ userId: SYSTEM.userId, commandId: uuidv7(), correlationId: 'bench', causationId: 'bench', at });

const benchConfig = () => readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, JOB_CONCURRENCY: String(WORKERS) });

/** The ids the first `count` platform ideas take: the sequence steps over the members' id range (100,000-999,999). */
function platformIds(count: number): number[] {
  const ids: number[] = [];
  for (const { from, to } of idRangesUpTo('platform_idea_ids', Number.MAX_SAFE_INTEGER)) {
    for (let id = from; id <= to && ids.length < count; id++) ids.push(id);
  }
  return ids;
}

/** `total` one-event appends to fresh streams by `loaders` loops; the seconds it took. */
async function appendEach(total: number, loaders: number, signal: AbortSignal, append: (index: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: loaders }, async () => {
      while (next < total && !shouldStop(signal, Number.POSITIVE_INFINITY)) await append(next++);
    }),
  );
  if (next < total) throw new Error(`stopped after ${next} of ${total}`);
  return (performance.now() - started) / 1000;
}

/**
 * The catalog's first IDEAS ideas appended, one IdeaCreated each, and the platform sequence moved past them; the
 * seconds it took. The generated catalog lives only here: held through the job, its hundreds of megabytes would make
 * every full collection of the platform's process (the bench's own) slower, the more so the larger the job.
 */
async function loadIdeas({ infra }: Platform, signal: AbortSignal, at: string): Promise<number> {
  const catalog = generateCatalog({ ideaCount: IDEAS, documents: false });
  const ids = platformIds(IDEAS);
  const loadSeconds = await appendEach(IDEAS, LOADERS, signal, (index) => {
    const { idea } = catalog.ideas[index]!;
    const id = ids[index]!;
    const data = { ...idea, ideaId: id, creatorId: SYSTEM.userId, createdAt: at, at };
    return infra.eventStore.append(ideaStreamId(id), [{ id: uuidv7(), type: 'IdeaCreated', data, metadata: metadata(at) }], { expectedRevision: 'no_stream' });
  });
  await reserveIdsUpTo(infra.db.withTables<CommandApiDatabase>(), 'platform_idea_ids', ids.at(-1)!);
  return loadSeconds;
}

async function measureScoreJobs({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('score_jobs');
  const platform = await createPlatform({ config: benchConfig(), databaseUrl: database.url, projections: [], jobPatienceMs: 0 });
  try {
    const { infra } = platform;
    const at = new Date().toISOString();
    const loadSeconds = await loadIdeas(platform, signal, at);
    console.log(`${IDEAS.toLocaleString('en-US')} ideas appended in ${loadSeconds.toFixed(1)} s`);
    // Each timed phase starts with nothing left dirty by the one before (a checkpoint the loading or the baseline
    // asked for would otherwise be written out during the job).
    await server.settle();

    // Baseline: as many one-event appends, as many at once as the job scores.
    const baselineSeconds = await appendEach(IDEAS, IN_FLIGHT, signal, (index) =>
      infra.eventStore.append(`bench-score-${index}`, [{ id: uuidv7(), type: 'BenchScored', data: { index, at }, metadata: metadata(at) }], { expectedRevision: 'no_stream' }),
    );

    await server.settle();

    // The job: a draft version (the default prompt's text again), re-scored through the admin's call.
    const commands = createSealingCommandHandler(infra);
    await commands(rubricDecider, SCORING_RUBRIC_STREAM, { type: 'DraftRubricVersion', data: { promptHash: scoringPromptHash(DEFAULT_PROMPTS.SCORING.content) }, metadata: { actor: SYSTEM, now: new Date() } }, {
      commandId: uuidv7(),
      correlationId: 'bench',
      causationId: 'bench',
    });
    const token = await signInPlatformAdmin(platform, benchConfig().seed);
    const started = performance.now();
    const answer = await platform.app.inject({ method: 'POST', url: '/api/admin/scoring/rubrics/2/rescore', headers: { authorization: `Bearer ${token}` } });
    if (answer.statusCode !== 202) throw new Error(`rescore: ${answer.statusCode} ${answer.body}`);
    const { jobId } = answer.json<{ jobId: string }>();
    // Followed as the workers follow it, reading only what it recorded since the last look: a whole read of a 400-event
    // stream every 100 ms would cost the job's own process more the larger the job.
    const jobStates = streamStateCache<JobState>();
    for (;;) {
      const { state } = await loadAggregate(infra.eventStore, jobStreamId(jobId), jobDecider, undefined, jobStates);
      if (state.status === 'completed' && state.result.kind === 'score-ideas') {
        if (state.result.scored !== IDEAS) throw new Error(`the job scored ${state.result.scored} of ${IDEAS} ideas`);
        break;
      }
      if (signal.aborted) throw signal.reason;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const jobSeconds = (performance.now() - started) / 1000;
    const projected = (jobSeconds * GOAL_IDEAS) / IDEAS;
    console.log(`${IDEAS} ideas: re-scored as a job in ${jobSeconds.toFixed(1)} s, ${IDEAS} plain appends in ${baselineSeconds.toFixed(1)} s`);
    return [
      result(
        `re-scoring ${IDEAS.toLocaleString('en-US')} ideas, local provider, end to end (${WORKERS} workers)`,
        { name: 'scoring job', value: IDEAS / jobSeconds, unit: 'ideas/s', detail: `${IDEAS} in ${jobSeconds.toFixed(1)} s` },
        { name: 'plain appends', value: IDEAS / baselineSeconds, unit: 'appends/s', detail: `${IDEAS} in ${baselineSeconds.toFixed(1)} s` },
        {
          text: `100,000 ideas ≤ ${GOAL_SECONDS} s${IDEAS === GOAL_IDEAS ? '' : ` (at this rate: ${projected.toFixed(0)} s)`}`,
          pass: projected <= GOAL_SECONDS,
        },
      ),
    ];
  } finally {
    await platform.close();
  }
}

runBench('score-jobs', { timeLimitMs: 900_000 }, measureScoreJobs);

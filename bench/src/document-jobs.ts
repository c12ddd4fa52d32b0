// Benchmark: an admin's document job, end to end. 'Generate All Documents' for N ideas with the local AI (so the
// figure is the job machinery's, not a model's): the request records the job, the in-process queue hands its items to
// the command API's workers (JOB_CONCURRENCY), each item loads the job, writes its document into the idea's stream and
// records its outcome on the job's stream. Baseline, in the same run: the same documents generated and written
// straight through the command handler by as many loops, with no job around them. The ratio is what the job costs
// (queueing, the job's stream read for every item, one outcome appended per item on one hot stream).
//
// Run alone: npx tsx bench/src/document-jobs.ts   (BENCH_QUICK=1 for a short smoke run)
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { jobDecider } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { documentPromptType } from '@app/domain/prompts/prompt-types';
import type { Actor } from '@app/domain/shared/decider';
import { platformIdeaFold } from '@app/domain/workspace/platform-idea-copy';
import { readConfig } from '@app/infra/config/config';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createSealingCommandHandler } from '@app/command-api/app';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { allocateDocumentIds } from '@app/command-api/ids/idea-document-owners';
import { nextIds } from '@app/command-api/ids/id-sequences';
import { createPlatform } from '@app/scripts/platform';
import { BENCH_ADMIN, signInPlatformAdmin } from './admin-http';
import { runBench, type BenchContext } from './bench-main';
import { result, type BenchResult } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const IDEAS = QUICK ? 40 : 300;
const CONCURRENCY = 4;
const SYSTEM: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };

const idea = (n: number): NewIdea => ({
  title: `Benchmark idea ${n}`, description: `A platform idea the document benchmark writes documents for, number ${n}.`,
  category: 'FinTech', businessModel: 'B2B', marketSize: '$5B', competition: 'Medium', problem: 'Slow invoicing.', solution: 'Fast invoicing.',
  differentiation: 'Speed.', goToMarket: 'Accountants.', wowFactor: 'Paid in a day.', revenue: 'Subscription.', timeline: '6 months',
  teamSize: '4', technologies: ['Cloud'], tags: ['invoices'], mockup: null, country: 'Global', type: 'FREE', batchNumber: 1, stamp: null,
});

const benchConfig = () => readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, JOB_CONCURRENCY: String(CONCURRENCY) });

async function measureDocumentJobs({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('document_jobs');
  const platform = await createPlatform({ config: benchConfig(), databaseUrl: database.url, projections: [], jobPatienceMs: 0 });
  try {
    const { infra } = platform;
    const db = infra.db.withTables<CommandApiDatabase>();
    const commands = createSealingCommandHandler(infra);
    const run = (ideaId: number, command: Parameters<typeof ideaDecider.decide>[0]) =>
      commands(ideaDecider, ideaStreamId(ideaId), command, { commandId: uuidv7(), correlationId: 'bench', causationId: 'bench' });
    const makeIdeas = async () => {
      const ids = await nextIds(db, 'platform_idea_ids', IDEAS);
      for (const [index, ideaId] of ids.entries()) {
        await run(ideaId, { type: 'CreateIdea', data: { ideaId, idea: idea(index), documents: [] }, metadata: { actor: SYSTEM, now: new Date() } });
      }
      return ids;
    };
    const documents = IDEAS * DOCUMENT_TYPES.length;

    // Baseline: the same work, no job: CONCURRENCY loops each take the next document, generate it and write it.
    const direct = await makeIdeas();
    const work = direct.flatMap((ideaId) => DOCUMENT_TYPES.map((type) => ({ ideaId, type })));
    const ids = await allocateDocumentIds(db, work.map(({ ideaId }) => ideaId));
    let next = 0;
    const baselineStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < work.length && !signal.aborted) {
          const index = next++;
          const { ideaId, type } = work[index]!;
          const { state } = await loadAggregate(infra.eventStore, ideaStreamId(ideaId), platformIdeaFold);
          const { content, generation } = await infra.ai.generateDocument({ promptType: documentPromptType(type), prompt: 'Write it', idea: state.fields!, documentType: type });
          await run(ideaId, { type: 'GenerateIdeaDocument', data: { documentId: ids[index]!, type, content, generation }, metadata: { actor: SYSTEM, now: new Date() } });
        }
      }),
    );
    const baselineSeconds = (performance.now() - baselineStarted) / 1000;

    // The job: one request, followed until it completes.
    const jobIdeas = await makeIdeas();
    const token = await signInPlatformAdmin(platform, benchConfig().seed);
    const jobStarted = performance.now();
    const answer = await platform.app.inject({
      method: 'POST',
      url: '/api/admin/documents/generate',
      headers: { authorization: `Bearer ${token}` },
      payload: { ideaIds: jobIdeas, generateAll: true },
    });
    const { jobId } = answer.json<{ jobId: string }>();
    for (;;) {
      const { state } = await loadAggregate(infra.eventStore, jobStreamId(jobId), jobDecider);
      if (state.status === 'completed') {
        if (state.succeeded !== documents) throw new Error(`the job wrote ${state.succeeded} of ${documents} documents`);
        break;
      }
      if (signal.aborted) throw signal.reason;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const jobSeconds = (performance.now() - jobStarted) / 1000;
    console.log(`${documents} documents: as a job ${jobSeconds.toFixed(1)} s, written directly ${baselineSeconds.toFixed(1)} s`);
    return [
      result(
        `document job, ${IDEAS} ideas x 5 types, ${CONCURRENCY} workers, local AI`,
        { name: 'job', value: documents / jobSeconds, unit: 'documents/s', detail: `${documents} in ${jobSeconds.toFixed(1)} s` },
        { name: 'written directly, no job', value: documents / baselineSeconds, unit: 'documents/s', detail: `${documents} in ${baselineSeconds.toFixed(1)} s` },
      ),
    ];
  } finally {
    await platform.close();
  }
}

runBench('document-jobs', { timeLimitMs: 300_000 }, measureDocumentJobs);

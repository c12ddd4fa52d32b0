// Benchmark: an admin's batch of 150 free + 150 premium ideas in one category with the local AI (where the material
// runs out), then one of 200 + 200 over the 28 categories, against the seed catalog (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): how many of its ideas repeat one another
// or the catalog. The batch runs as the admin runs it, end to end on the one-process platform (the request, the job,
// its workers, each item's claim of its text: command-api/src/distinct-ideas/). Baseline, in the same run: the loop
// before the claim, each item written once by the same AI with the same input and kept whatever it repeats.
//
// Figures, by Quality Control's measure (infra/src/idea-similarity/similarity.ts), for the written ideas:
// - exact duplicate groups: titles held by two ideas or more, of the batch or of the batch and the catalog (an equal
//   text has an equal title);
// - pairs at 75% or more inside the batch, of all its pairs;
// - pairs at 75% or more between the batch and the catalog, of all such pairs.
// Every pair is compared (no banding), so the figures miss none; a pair inside the batch is also told apart by whether
// it shares a MinHash band, as Quality Control's candidates and the claim's must (a pair at 0.75 does with 99.3%).
//
// Run alone: npx tsx bench/src/distinct-batches.ts   (BENCH_QUICK=1: 20 + 20 and 15 + 15 ideas, 300 catalog ideas)
import { CATEGORIES } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { jobDecider, type ExistingJob } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import type { GenerateIdeasResult } from '@app/domain/jobs/job-view';
import { SIMILARITY_THRESHOLD } from '@app/domain/quality-control/quality-control-view';
import { platformIdeaFold } from '@app/domain/workspace/platform-idea-copy';
import { readConfig } from '@app/infra/config/config';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { fingerprint, jaccard, normalisedWords } from '@app/infra/idea-similarity/similarity';
import { uuidv7 } from '@app/infra/ids/uuid';
import { seedCatalog } from '@app/command-api/seed/seed-catalog';
import { generateCatalog, SEED_IDEA_COUNT } from '@app/seed/platform-ideas/generate-catalog';
import { createPlatform } from '@app/scripts/platform';
import { BENCH_ADMIN, signInPlatformAdmin } from './admin-http';
import { runBench, type BenchContext } from './bench-main';
import { result, type BenchResult } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const FREE = QUICK ? 20 : 200;
const PREMIUM = QUICK ? 20 : 200;
const FREE_ONE = QUICK ? 15 : 150;
const PREMIUM_ONE = QUICK ? 15 : 150;
const CATALOG_IDEAS = QUICK ? 300 : SEED_IDEA_COUNT;
const ASKED = CATEGORIES.join(', ');
const GOAL_SHARE = 0.01;

interface IdeaText {
  title: string;
  description: string;
}

interface Printed {
  title: string;
  shingles: Uint32Array;
  bands: Set<number>;
}

interface Repeats {
  written: number;
  /** Titles held by two ideas or more among the batch's, or the batch's and the catalog's. */
  groups: number;
  /** The most ideas holding one title. */
  copies: number;
  withCatalogGroups: number;
  similarInside: number;
  /** Of those, the pairs that share a band: the ones Quality Control's candidates (and the claim's) include. */
  bandedInside: number;
  pairsInside: number;
  similarCatalog: number;
  pairsCatalog: number;
}

function printOf({ title, description }: IdeaText): Printed {
  const { shingles, bands } = fingerprint(title, description);
  return { title: normalisedWords(title).join(' '), shingles, bands: new Set(bands) };
}

const shareBand = (a: Printed, b: Printed) => [...a.bands].some((band) => b.bands.has(band));

function repeatsOf(batch: readonly IdeaText[], catalog: readonly Printed[]): Repeats {
  const printed = batch.map(printOf);
  const titles = new Map<string, number>();
  for (const { title } of printed) titles.set(title, (titles.get(title) ?? 0) + 1);
  const catalogTitles = new Set(catalog.map(({ title }) => title));
  let similarInside = 0;
  let bandedInside = 0;
  for (let i = 0; i < printed.length; i++) {
    for (let j = i + 1; j < printed.length; j++) {
      const [a, b] = [printed[i]!, printed[j]!];
      if (jaccard(a.shingles, b.shingles) < SIMILARITY_THRESHOLD) continue;
      similarInside++;
      if (shareBand(a, b)) bandedInside++;
    }
  }
  let similarCatalog = 0;
  for (const idea of printed) for (const known of catalog) if (jaccard(idea.shingles, known.shingles) >= SIMILARITY_THRESHOLD) similarCatalog++;
  return {
    written: batch.length,
    groups: [...titles.values()].filter((count) => count > 1).length,
    copies: Math.max(0, ...titles.values()),
    withCatalogGroups: [...titles].filter(([title, count]) => count > 1 || catalogTitles.has(title)).length,
    similarInside,
    bandedInside,
    pairsInside: printed.length < 2 ? 0 : (printed.length * (printed.length - 1)) / 2,
    similarCatalog,
    pairsCatalog: printed.length * catalog.length,
  };
}

const benchConfig = () => readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, JOB_CONCURRENCY: '4' });

interface Batch {
  label: string;
  free: number;
  premium: number;
  categories: string;
  batchNumber: number;
}

/**
 * The issue's batch first, 300 ideas in one category, where the material runs out; then the goal's, which its ideas
 * (now in the catalog) must not repeat either.
 */
const BATCHES: readonly Batch[] = [
  { label: 'one category (EdTech)', free: FREE_ONE, premium: PREMIUM_ONE, categories: 'EdTech', batchNumber: 1 },
  { label: `${CATEGORIES.length} categories`, free: FREE, premium: PREMIUM, categories: ASKED, batchNumber: 2 },
];

async function measureDistinctBatches({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('distinct_batches');
  const platform = await createPlatform({ config: benchConfig(), databaseUrl: database.url, projections: [], jobPatienceMs: 0 });
  try {
    const { infra } = platform;
    const seed = generateCatalog({ ideaCount: CATALOG_IDEAS });
    await seedCatalog(infra, seed, { log: () => undefined });
    const catalog = seed.ideas.map(({ idea }) => printOf(idea));
    const token = await signInPlatformAdmin(platform, benchConfig().seed);
    const results: BenchResult[] = [];

    for (const batch of BATCHES) {
      // Baseline: each item written once, as the job's items were before they claimed their text.
      const baselineJob = uuidv7();
      const keys = [
        ...Array.from({ length: batch.free }, (_, index) => ['IDEA_FREE', `free-${index + 1}`] as const),
        ...Array.from({ length: batch.premium }, (_, index) => ['IDEA_PREMIUM', `premium-${index + 1}`] as const),
      ];
      const before: IdeaText[] = [];
      for (const [promptType, key] of keys) before.push((await infra.ai.generateIdea({ promptType, prompt: '', userContext: `${baselineJob} ${key}`, categories: batch.categories })).idea);

      // The batch as the admin asks for it, followed until its job completes.
      const started = performance.now();
      const answer = await platform.app.inject({
        method: 'POST',
        url: '/api/admin/ideas/generate-batch',
        headers: { authorization: `Bearer ${token}` },
        payload: { batchNumber: batch.batchNumber, freeCount: batch.free, premiumCount: batch.premium, categories: batch.categories },
      });
      const { jobId } = answer.json<{ jobId: string }>();
      let job: ExistingJob;
      for (;;) {
        const { state } = await loadAggregate(infra.eventStore, jobStreamId(jobId), jobDecider);
        if (state.status === 'completed') {
          job = state;
          break;
        }
        if (signal.aborted) throw signal.reason;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      const outcome = job.result as GenerateIdeasResult;
      const after: IdeaText[] = [];
      for (const { id } of outcome.ideas) after.push((await loadAggregate(infra.eventStore, ideaStreamId(id), platformIdeaFold)).state.fields!);
      const reasons = [...new Set(outcome.failed.map((failed) => failed.reason))];
      console.log(`batch of ${batch.free} + ${batch.premium}, ${batch.label}, against ${catalog.length} catalog ideas: ${after.length} written in ${seconds.toFixed(1)} s, ${outcome.failed.length} not written${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`);
      results.push(...figures(`batch ${batch.free} free + ${batch.premium} premium, ${batch.label}, ${catalog.length} catalog ideas`, repeatsOf(after, catalog), repeatsOf(before, catalog), outcome.failed.length));
    }
    return results;
  } finally {
    await platform.close();
  }
}

const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
const percent = (count: number, of: number) => `${count} of ${of.toLocaleString('en-US')} pairs (${(100 * share(count, of)).toFixed(2)}%)`;

function figures(setting: string, ours: Repeats, main: Repeats, notWritten: number): BenchResult[] {
  return [
    result(
      `${setting}: ideas written`,
      { name: 'claimed, distinct', value: ours.written, unit: 'ideas', detail: `${notWritten} not written` },
      { name: 'each item once (before)', value: main.written, unit: 'ideas' },
    ),
    result(
      `${setting}: exact duplicate groups`,
      { name: 'claimed, distinct', value: ours.withCatalogGroups, unit: 'groups', detail: `${ours.groups} inside the batch` },
      { name: 'each item once (before)', value: main.withCatalogGroups, unit: 'groups', detail: `${main.groups} inside the batch, up to ${main.copies} copies` },
      { text: '0 groups', pass: ours.withCatalogGroups === 0 },
    ),
    result(
      `${setting}: pairs at 75%+ inside the batch`,
      { name: 'claimed, distinct', value: 100 * share(ours.similarInside, ours.pairsInside), unit: '% of pairs', detail: `${percent(ours.similarInside, ours.pairsInside)}; sharing a Quality Control band: ${ours.bandedInside}` },
      { name: 'each item once (before)', value: 100 * share(main.similarInside, main.pairsInside), unit: '% of pairs', detail: `${percent(main.similarInside, main.pairsInside)}; sharing a Quality Control band: ${main.bandedInside}` },
      { text: '< 1% of pairs', pass: share(ours.similarInside, ours.pairsInside) < GOAL_SHARE },
    ),
    result(
      `${setting}: pairs at 75%+ with the catalog`,
      { name: 'claimed, distinct', value: 100 * share(ours.similarCatalog, ours.pairsCatalog), unit: '% of pairs', detail: percent(ours.similarCatalog, ours.pairsCatalog) },
      { name: 'each item once (before)', value: 100 * share(main.similarCatalog, main.pairsCatalog), unit: '% of pairs', detail: percent(main.similarCatalog, main.pairsCatalog) },
      { text: '< 1% of pairs', pass: share(ours.similarCatalog, ours.pairsCatalog) < GOAL_SHARE },
    ),
  ];
}

runBench('distinct-batches', { timeLimitMs: 900_000 }, measureDistinctBatches);

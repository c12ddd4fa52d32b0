// Benchmark: the rest of the query API while visitors flood it with PDF downloads. The platform starts with the
// product's projections and a catalog from the seed's generator (with its documents); a bystander, an anonymous
// visitor reading the marketplace's first page (`GET /api/ideas`, 100 ideas), is timed alone (the baseline), then while
// 16 clients download files one after another, every request a file not rendered before (a cache miss) from an address
// of its own (TRUST_PROXY and X-Forwarded-For: the per-client limit never refuses), so what shields the bystander is the
// render pool (query-api/src/documents-export/README.md). Info rows: the flood's throughput against one client
// downloading alone; a 64-way flood, which overflows the render queue (its 503s: those clients wait as Retry-After says).
// Load: a child process (download-flood-client.ts); the server runs in this process, which does nothing else meanwhile.
//
// Run alone: npx tsx bench/src/download-flood.ts   (BENCH_QUICK=1: a small catalog and short phases, figures meaningless)
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { DOWNLOAD_FORMATS } from '@app/domain/documents/download-formats';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { MARKETPLACE_PAGE_SIZE } from '@app/domain/ideas/idea-enumerations';
import { readConfig } from '@app/infra/config/config';
import { listen } from '@app/infra/http/listen';
import { seedCatalog } from '@app/command-api/seed/seed-catalog';
import { rendersStarted } from '@app/query-api/documents-export/render-pool';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { createPlatform } from '@app/scripts/platform';
import { runBench, type BenchContext } from './bench-main';
import type { FloodClientCommand, FloodClientMessage, FloodJob, FloodReport } from './download-flood-client';
import { waitForProjection } from './projection-caught-up';
import { formatNumber, result, type BenchResult, type Figure } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
/** About 60% of the generated ideas are published and free, with four PDFs and a deck each: ~1,350 distinct files. */
const IDEAS = QUICK ? 60 : 450;
const CATALOG_SEED = 7;
const FLOODERS = 16;
const OVERFLOW_FLOODERS = 64;
const WARMUP_MS = QUICK ? 1_000 : 2_000;
const DURATION_MS = QUICK ? 3_000 : 10_000;
const BYSTANDER_PATH = `/api/ideas?page=1&limit=${MARKETPLACE_PAGE_SIZE}`;
const GOAL_RATIO = 2;

async function measureDownloadFlood({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('download_flood');
  const platform = await createPlatform({ config: readConfig({ TRUST_PROXY: 'true' }), databaseUrl: database.url });
  const client = fork(new URL('./download-flood-client.ts', import.meta.url));
  const stopClient = () => client.send({ stop: true } satisfies FloodClientCommand);
  signal.addEventListener('abort', stopClient);
  try {
    console.log(`Seeding ${IDEAS} ideas with their documents (seed ${CATALOG_SEED})...`);
    const catalog = generateCatalog({ ideaCount: IDEAS, seed: CATALOG_SEED, documents: true });
    await seedCatalog(platform.infra, catalog, { log: () => undefined });
    await waitForProjection(platform, 'catalog', signal, 120_000);

    // Every file a visitor may download: the documents of the published free ideas, in each format they render to.
    const files: string[] = [];
    for (const { id, idea, published } of catalog.ideas) {
      if (!published || idea.type !== 'FREE') continue;
      const answer = await platform.app.inject({ method: 'GET', url: `/api/ideas/${id}/documents` });
      if (answer.statusCode !== 200) continue;
      for (const document of answer.json<{ documents: IdeaDocumentView[] }>().documents) {
        for (const format of DOWNLOAD_FORMATS[document.type]) {
          if (format === 'pdf' || format === 'ppt') files.push(`/api/documents/${document.id}/download/${format}`);
        }
      }
    }
    console.log(`  ${files.length} distinct files (PDFs and decks) to download`);
    const origin = await listen(platform.app, 0, '127.0.0.1');

    // The render thread starts with the first render: not in a measured phase.
    const first = await platform.app.inject({ method: 'GET', url: files.pop()! });
    if (first.statusCode !== 200) throw new Error(`a download answered ${first.statusCode}`);

    let nextFile = 0;
    let phases = 0;
    const phase = async (label: string, bystanders: number, flooders: number): Promise<FloodReport & { renders: number }> => {
      const job: FloodJob = {
        origin, bystanderPath: BYSTANDER_PATH, bystanders, flooders, files: files.slice(nextFile), firstAddress: (phases += 1) << 20, warmupMs: WARMUP_MS, durationMs: DURATION_MS,
      };
      const before = rendersStarted();
      const report = await ask(client, { job });
      nextFile += report.filesUsed;
      const renders = rendersStarted() - before;
      console.log(`  ${label}: bystander ${describeBystander(report)}; flood ${describeFlood(report)}, ${renders} renders${report.exhausted ? ' (ran out of distinct files: MEASURE AGAIN with more ideas)' : ''}`);
      return { ...report, renders };
    };

    console.log(`Phases: ${WARMUP_MS / 1000} s warm-up, then ${DURATION_MS / 1000} s measured; bystander: GET ${BYSTANDER_PATH}, one connection`);
    const alone = await phase('bystander alone', 1, 0);
    const single = await phase('one client downloading', 1, 1);
    const flood = await phase(`${FLOODERS}-way flood`, 1, FLOODERS);
    const overflow = await phase(`${OVERFLOW_FLOODERS}-way flood`, 1, OVERFLOW_FLOODERS);

    const bench = 'download flood';
    const baseline = p95Figure('bystander p95 alone', alone);
    return [
      result(bench, p95Figure(`bystander p95 during a ${FLOODERS}-way PDF flood`, flood), baseline, (ratio) => ({ text: `<= ${GOAL_RATIO}x alone`, pass: ratio <= GOAL_RATIO })),
      result(bench, throughputFigure(`${FLOODERS}-way flood, files/s`, flood), throughputFigure('one client downloading alone, files/s', single)),
      result(bench, p95Figure(`bystander p95 during a ${OVERFLOW_FLOODERS}-way flood (queue overflows)`, overflow), baseline),
      result(bench, throughputFigure(`${OVERFLOW_FLOODERS}-way flood, files/s`, overflow), throughputFigure('one client downloading alone, files/s', single)),
    ];
  } finally {
    signal.removeEventListener('abort', stopClient);
    client.kill();
    await platform.close();
    await database.drop();
  }
}

async function ask(child: ChildProcess, command: FloodClientCommand): Promise<FloodReport> {
  child.send(command);
  const [message] = (await once(child, 'message')) as [FloodClientMessage];
  if ('error' in message) throw new Error(`the load client: ${message.error}`);
  return message.report;
}

function describeBystander({ bystander }: FloodReport): string {
  return `p50 ${bystander.p50.toFixed(1)} ms, p95 ${bystander.p95.toFixed(1)} ms, p99 ${bystander.p99.toFixed(1)} ms, max ${bystander.max.toFixed(1)} ms, n=${bystander.count}`;
}

function describeFlood(report: FloodReport): string {
  const statuses = Object.entries(report.floodStatuses).map(([status, count]) => `${count}x ${status}`).join(', ') || 'none';
  return `${statuses} in the phase; latency p50 ${formatNumber(report.flood.p50)} ms, max ${formatNumber(report.flood.max)} ms`;
}

function p95Figure(name: string, report: FloodReport): Figure {
  return { name, value: report.bystander.p95, unit: 'ms', detail: describeBystander(report) };
}

function throughputFigure(name: string, report: FloodReport & { renders: number }): Figure {
  const refused = ['429', '503'].map((status) => `${report.floodStatuses[status] ?? 0}x ${status}`).join(', ');
  return {
    name,
    value: (report.served / report.measuredMs) * 1000,
    unit: 'files/s',
    detail: `${report.served} served while measured; in the whole phase ${refused}, ${report.renders} renders`,
  };
}

runBench('Download flood', { timeLimitMs: 600_000 }, measureDownloadFlood);

// `npm run bench`: starts one Postgres for the run, runs every benchmark in a process of its own (so no state, heap
// or global driver setting leaks from one into the next), then prints one summary table.
// `npm run bench -- catch-up` runs only the named ones.
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESULTS_FILE_VARIABLE, TIME_LIMIT_VARIABLE } from './bench-main';
import { runDirectory, SERVER_URL_VARIABLE, startBenchServer } from './bench-server';
import { printSummary, type BenchResult } from './report';

interface BenchFile {
  name: string;
  /** The file stops itself before this; past it (plus a grace period) it is killed. */
  timeLimitMs: number;
}

const BENCHES: readonly BenchFile[] = [
  { name: 'append-throughput', timeLimitMs: 240_000 },
  { name: 'command-to-visible', timeLimitMs: 90_000 },
  { name: 'catalog-reads', timeLimitMs: 1_200_000 },
  { name: 'admin-ideas-reads', timeLimitMs: 600_000 },
  { name: 'quality-control', timeLimitMs: 900_000 },
  { name: 'document-jobs', timeLimitMs: 300_000 },
  // Seeds the catalog, then an admin's batch of 200 + 200 ideas over the 28 categories, checked for repeats.
  { name: 'distinct-batches', timeLimitMs: 900_000 },
  // Appends 100,000 ideas of its own, then re-scores them all as one job.
  { name: 'score-jobs', timeLimitMs: 900_000 },
  { name: 'download-flood', timeLimitMs: 600_000 },
  // 5,000 open live feeds under 100 changes/s: the feeds and the writer in child processes of their own.
  { name: 'live-feeds', timeLimitMs: 600_000 },
  // No database: reads web/dist (building it first when it is stale).
  { name: 'spa-size', timeLimitMs: 120_000 },
  // The first start's seed, then Lighthouse (Debian's Chromium) on five pages, three runs each.
  { name: 'lighthouse', timeLimitMs: 900_000 },
  // No database: the local AI's problem reading, lexicon against compromise.
  { name: 'problem-reading', timeLimitMs: 180_000 },
  // No database: reads the seed's documents and crafted ones.
  { name: 'markdown-reading', timeLimitMs: 300_000 },
  // Loads a million events of its own and builds the activity from them.
  { name: 'audit-trail', timeLimitMs: 900_000 },
  // Loads a million events of every kind and rebuilds each product projection from them.
  { name: 'projection-rebuilds', timeLimitMs: 3_000_000 },
  // Loads a million view and save events, rebuilds momentum from them, then times the trending sort of the index.
  { name: 'momentum', timeLimitMs: 900_000 },
  // Last: it writes a million events, whose I/O would linger into whatever came next.
  { name: 'catch-up', timeLimitMs: 300_000 },
];

const KILL_GRACE_MS = 30_000;

let interrupted = false;

async function main(): Promise<number> {
  const selected = process.argv.slice(2);
  const unknown = selected.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length > 0) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${BENCHES.map((bench) => bench.name).join(', ')})`);
    return 2;
  }
  const benches = selected.length > 0 ? BENCHES.filter((bench) => selected.includes(bench.name)) : BENCHES;
  const started = performance.now();
  const server = await startBenchServer();
  const resultsDir = path.join(runDirectory(), 'results');
  await mkdir(resultsDir, { recursive: true });
  const results: BenchResult[] = [];
  const failed: string[] = [];
  try {
    for (const bench of benches) {
      if (interrupted) break;
      await server.settle();
      const resultsFile = path.join(resultsDir, `${bench.name}.json`);
      const code = await runChild(bench, {
        [SERVER_URL_VARIABLE]: server.url,
        [RESULTS_FILE_VARIABLE]: resultsFile,
        [TIME_LIMIT_VARIABLE]: String(bench.timeLimitMs),
      });
      if (code === 0) results.push(...(JSON.parse(await readFile(resultsFile, 'utf8')) as BenchResult[]));
      else failed.push(bench.name);
    }
  } finally {
    await server.stop();
  }
  console.log(`\n=== Summary (${((performance.now() - started) / 1000).toFixed(0)} s; ratios compare across runs, absolute figures do not) ===`);
  printSummary(results);
  if (failed.length > 0) console.error(`\nfailed: ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

/** Runs one benchmark file with tsx (the loader this process runs under) and resolves with its exit code. */
function runChild(bench: BenchFile, env: Record<string, string>): Promise<number> {
  const file = path.join(import.meta.dirname, `${bench.name}.ts`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, file], { stdio: 'inherit', env: { ...process.env, ...env } });
    const timer = setTimeout(() => {
      console.error(`${bench.name}: no exit within ${(bench.timeLimitMs + KILL_GRACE_MS) / 1000} s; killing it`);
      child.kill('SIGKILL');
    }, bench.timeLimitMs + KILL_GRACE_MS);
    const forward = () => {
      interrupted = true;
      child.kill('SIGTERM');
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);

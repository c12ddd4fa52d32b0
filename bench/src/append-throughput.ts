// Benchmarks 1 and 2: single-event appends with optimistic concurrency at 1, 4 and 16 concurrent writers, through
// our store, the raw-SQL baselines and Emmett's PostgreSQL store, each in a fresh database of the same server.
// Each writer appends to random streams among its own 100, passing the revision it knows (so no clashes: this
// measures the cost of the append itself). The kinds take turns in rotated order, round after round, so drift on
// this noisy machine spreads over all of them; a kind's figure pools its rounds. Two kinds are for information:
// "raw SQL 1-stmt" (the same append as one statement: the floor for a one-round-trip store) and "ours w/o NOTIFY"
// (our store without the NOTIFY it sends after each append to wake other processes).
//
// Run alone: npx tsx bench/src/append-throughput.ts   (BENCH_QUICK=1 for a short smoke run)
import { benchEvent, benchEventBytes } from './bench-events';
import { runBench, type BenchContext } from './bench-main';
import type { BenchDatabase } from './bench-server';
import { runClosedLoop } from './closed-loop';
import { result, type BenchResult, type Figure } from './report';
import { summarize } from './stats';
import type { Appender, AppenderKind } from './appenders/appender';
import { emmett } from './appenders/emmett';
import { ourStore } from './appenders/our-store';
import { ourStoreWithoutNotify } from './appenders/our-store-without-notify';
import { rawSqlStatement } from './appenders/raw-sql-statement';
import { rawSqlTransaction } from './appenders/raw-sql-transaction';

const QUICK = process.env.BENCH_QUICK === '1';
const WRITER_COUNTS = [1, 4, 16];
const ROUNDS = QUICK ? 1 : 3;
const WARMUP_MS = QUICK ? 200 : 400;
const DURATION_MS = QUICK ? 800 : 2500;
const MAX_OPERATIONS_PER_TRIAL = 100_000;
const STREAMS_PER_WRITER = 100;
const KINDS: readonly AppenderKind[] = [rawSqlTransaction, rawSqlStatement, ourStore, ourStoreWithoutNotify, emmett];

/** One kind's appends at one writer count, pooled over the rounds. */
interface Pooled {
  operations: number;
  elapsedMs: number;
  latencies: number[];
}

async function measureAppends({ server, signal }: BenchContext): Promise<BenchResult[]> {
  console.log(
    `Single-event appends (${benchEventBytes()} bytes of JSON each), ${ROUNDS} round(s) of ${DURATION_MS / 1000} s per kind and writer count`,
  );
  const databases: BenchDatabase[] = [];
  const appenders = new Map<AppenderKind, Appender>();
  try {
    for (const kind of KINDS) {
      const database = await server.createDatabase(`append_${kind.name}`);
      databases.push(database);
      appenders.set(kind, await kind.open(database.url, Math.max(...WRITER_COUNTS)));
    }
    const results: BenchResult[] = [];
    let trial = 0;
    for (const writers of WRITER_COUNTS) {
      const pooled = new Map<AppenderKind, Pooled>(KINDS.map((kind) => [kind, { operations: 0, elapsedMs: 0, latencies: [] }]));
      for (let round = 0; round < ROUNDS && !signal.aborted; round++) {
        const order = KINDS.map((_, index) => KINDS[(index + round) % KINDS.length]!);
        for (const kind of order) {
          trial += 1;
          const run = await runClosedLoop(
            { workers: writers, warmupMs: WARMUP_MS, durationMs: DURATION_MS, maxOperations: MAX_OPERATIONS_PER_TRIAL, signal },
            writerWorkload(appenders.get(kind)!, `t${trial}`, writers),
          );
          const total = pooled.get(kind)!;
          total.operations += run.operations;
          total.elapsedMs += run.elapsedMs;
          total.latencies.push(...run.latencies.values);
          const summary = run.latencies.summary();
          console.log(
            `  ${writers} writer(s), round ${round + 1}, ${kind.name}: ${Math.round((run.operations / run.elapsedMs) * 1000)} events/s, ` +
              `p50 ${summary.p50.toFixed(2)} ms, p99 ${summary.p99.toFixed(2)} ms`,
          );
        }
      }
      const figure = (kind: AppenderKind): Figure => {
        const total = pooled.get(kind)!;
        const latency = summarize(total.latencies);
        return {
          name: kind.name,
          value: (total.operations / total.elapsedMs) * 1000,
          unit: 'events/s',
          detail: `p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms`,
        };
      };
      const bench = `append, ${writers} writer${writers === 1 ? '' : 's'}`;
      const ours = figure(ourStore);
      results.push(
        result(bench, ours, figure(rawSqlTransaction), (ratio) => ({ text: '>= 0.80x raw SQL txn', pass: ratio >= 0.8 })),
        result(bench, ours, figure(emmett), (ratio) => ({ text: '>= 1.50x Emmett', pass: ratio >= 1.5 })),
        result(bench, ours, figure(rawSqlStatement)),
        result(bench, ours, figure(ourStoreWithoutNotify)),
      );
    }
    return results;
  } finally {
    for (const appender of appenders.values()) await appender.close().catch(() => undefined);
    for (const database of databases) await database.drop().catch(() => undefined);
  }
}

/** Writer `w` appends to a random one of its own streams, with the number of events it knows that stream holds. */
function writerWorkload(appender: Appender, prefix: string, writers: number): (worker: number) => Promise<void> {
  const counts = Array.from({ length: writers }, () => new Array<number>(STREAMS_PER_WRITER).fill(0));
  return async (worker) => {
    const stream = Math.floor(Math.random() * STREAMS_PER_WRITER);
    const known = counts[worker]!;
    const eventsInStream = known[stream]!;
    await appender.append(`counter-${prefix}w${worker}s${stream}`, eventsInStream, benchEvent());
    known[stream] = eventsInStream + 1;
  };
}

runBench('Append throughput (benchmarks 1 and 2)', { timeLimitMs: 240_000 }, measureAppends);

// Benchmarks 1 and 2: single-event appends with optimistic concurrency at 1, 4 and 16 concurrent writers, through
// our store, the raw-SQL baselines and Emmett's PostgreSQL store, each in a fresh database of the same server.
// Each writer appends to random streams among its own 100, passing the revision it knows (so no clashes: this
// measures the cost of the append itself). The kinds take turns in short slices, in rotated order, round after
// round, so drift on this noisy machine spreads over all of them; a kind's figure pools its rounds. Two kinds are
// for information: "raw SQL 1-stmt" (the same append as one statement: the floor for a one-round-trip store) and
// "ours w/o NOTIFY" (our store without the NOTIFY it sends after appends to wake other processes).
//
// Run alone: npx tsx bench/src/append-throughput.ts   (BENCH_QUICK=1 for a short smoke run)
import { benchEvent, benchEventBytes } from './bench-events';
import { runBench, type BenchContext } from './bench-main';
import type { BenchDatabase } from './bench-server';
import { runClosedLoop } from './closed-loop';
import { formatNumber, result, type BenchResult, type Figure } from './report';
import { summarize } from './stats';
import type { Appender, AppenderKind } from './appenders/appender';
import { emmett } from './appenders/emmett';
import { ourStore } from './appenders/our-store';
import { ourStoreWithoutNotify } from './appenders/our-store-without-notify';
import { rawSqlStatement } from './appenders/raw-sql-statement';
import { rawSqlTransaction } from './appenders/raw-sql-transaction';

const QUICK = process.env.BENCH_QUICK === '1';
const WRITER_COUNTS = [1, 4, 16];
/** Short slices, many rounds: a burst of noise from other processes hits every kind about equally. */
const ROUNDS = QUICK ? 2 : 10;
const SLICE_MS = QUICK ? 300 : 600;
/** Before a writer count's first round, per kind: connections opened, statements prepared, streams created. */
const FIRST_WARMUP_MS = QUICK ? 200 : 1000;
const SLICE_WARMUP_MS = 50;
const MAX_OPERATIONS_PER_SLICE = 100_000;
const STREAMS_PER_WRITER = 100;
const KINDS: readonly AppenderKind[] = [rawSqlTransaction, rawSqlStatement, ourStore, ourStoreWithoutNotify, emmett];

/** One kind's appends at one writer count, pooled over the rounds. */
interface Pooled {
  operations: number;
  elapsedMs: number;
  latencies: number[];
  /** Events per second of each round, for the log. */
  rounds: number[];
}

async function measureAppends({ server, signal }: BenchContext): Promise<BenchResult[]> {
  console.log(
    `Single-event appends (${benchEventBytes()} bytes of JSON each): per writer count, ${ROUNDS} rounds of ${SLICE_MS} ms per kind, in rotated order`,
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
    for (const writers of WRITER_COUNTS) {
      const pooled = new Map<AppenderKind, Pooled>();
      const workloads = new Map<AppenderKind, (worker: number) => Promise<void>>();
      for (const kind of KINDS) {
        const workload = writerWorkload(appenders.get(kind)!, `c${writers}`, writers);
        workloads.set(kind, workload);
        pooled.set(kind, { operations: 0, elapsedMs: 0, latencies: [], rounds: [] });
        await runClosedLoop({ workers: writers, warmupMs: FIRST_WARMUP_MS, durationMs: 0, maxOperations: 0, signal }, workload);
      }
      for (let round = 0; round < ROUNDS && !signal.aborted; round++) {
        for (let index = 0; index < KINDS.length; index++) {
          const kind = KINDS[(index + round) % KINDS.length]!;
          const run = await runClosedLoop(
            { workers: writers, warmupMs: SLICE_WARMUP_MS, durationMs: SLICE_MS, maxOperations: MAX_OPERATIONS_PER_SLICE, signal },
            workloads.get(kind)!,
          );
          const total = pooled.get(kind)!;
          total.operations += run.operations;
          total.elapsedMs += run.elapsedMs;
          total.latencies.push(...run.latencies.values);
          total.rounds.push((run.operations / run.elapsedMs) * 1000);
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
      for (const kind of KINDS) {
        const { value, detail } = figure(kind);
        const rounds = pooled.get(kind)!.rounds.map((rate) => Math.round(rate)).join(' ');
        console.log(`  ${writers} writer(s), ${kind.name}: ${formatNumber(value)} events/s, ${detail}; rounds: ${rounds}`);
      }
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

// Benchmark 4: command to visible in a read model, the path a user sees. Over HTTP to the listening one-process
// platform: POST an increment, take `x-event-position` from the answer, then GET the counter with `x-min-position`
// until the read model shows the new value. Measured at idle (one client, one command after another) and under
// load (several clients doing the same at once, each on its own counter). Baseline: the same POST alone, timed
// inside the same loop (command latency without waiting for visibility).
//
// Run alone: npx tsx bench/src/command-to-visible.ts   (BENCH_QUICK=1 for a short smoke run)
import { runBench, type BenchContext } from './bench-main';
import { startBenchPlatform } from './bench-platform';
import { runClosedLoop } from './closed-loop';
import { result, type BenchResult, type Figure } from './report';
import { LatencyRecorder, type LatencySummary } from './stats';

const QUICK = process.env.BENCH_QUICK === '1';
const IDLE_COMMANDS = QUICK ? 50 : 400;
const LOAD_CLIENTS = 8;
const LOAD_DURATION_MS = QUICK ? 2000 : 10_000;
const PHASE_TIME_LIMIT_MS = 60_000;
const GOAL_IDLE_P99_MS = 50;
/** Each client spreads its commands over this many counters, so streams stay as short as a real aggregate's. */
const COUNTERS_PER_CLIENT = 50;

interface Outcome {
  /** POST alone. */
  command: LatencyRecorder;
  /** POST, then GET with x-min-position answering the new value. */
  visible: LatencyRecorder;
  /** Reads answered stale (x-stale, or a value older than the command's). */
  stale: number;
  operations: number;
  elapsedMs: number;
}

async function measureCommandToVisible({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('command_to_visible');
  const platform = await startBenchPlatform(database.url);
  try {
    console.log(`Platform listening at ${platform.origin}`);
    const idle = await measure(platform.origin, { clients: 1, maxOperations: IDLE_COMMANDS, durationMs: PHASE_TIME_LIMIT_MS, signal, label: 'idle' });
    const load = await measure(platform.origin, { clients: LOAD_CLIENTS, maxOperations: 100_000, durationMs: LOAD_DURATION_MS, signal, label: 'load' });
    const idleVisible = idle.visible.summary();
    const loadVisible = load.visible.summary();
    return [
      result(
        'command to visible, idle',
        p99Figure('POST + GET visible', idleVisible, idle.stale),
        p99Figure('POST alone', idle.command.summary()),
        { text: `p99 <= ${GOAL_IDLE_P99_MS} ms, none stale`, pass: idleVisible.p99 <= GOAL_IDLE_P99_MS && idle.stale === 0 },
      ),
      result(
        `command to visible, ${LOAD_CLIENTS} clients`,
        {
          ...p99Figure('POST + GET visible', loadVisible, load.stale),
          detail: `${describe(loadVisible, load.stale)}; ${Math.round((load.operations / load.elapsedMs) * 1000)} commands/s`,
        },
        p99Figure('POST alone', load.command.summary()),
      ),
    ];
  } finally {
    await platform.close();
    await database.drop();
  }
}

function describe(summary: LatencySummary, stale?: number): string {
  const staleText = stale === undefined ? '' : `, ${stale} stale`;
  return `p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, max ${summary.max.toFixed(1)} ms, n=${summary.count}${staleText}`;
}

function p99Figure(name: string, summary: LatencySummary, stale?: number): Figure {
  return { name: `${name} p99`, value: summary.p99, unit: 'ms', detail: describe(summary, stale) };
}

async function measure(
  origin: string,
  options: { clients: number; maxOperations: number; durationMs: number; signal: AbortSignal; label: string },
): Promise<Outcome> {
  const command = new LatencyRecorder();
  const visible = new LatencyRecorder();
  let stale = 0;
  const sent = new Array<number>(options.clients).fill(0);
  const run = await runClosedLoop(
    { workers: options.clients, warmupMs: 1000, durationMs: options.durationMs, maxOperations: options.maxOperations, signal: options.signal },
    async (worker, measured) => {
      const id = `${options.label}-${worker}-${sent[worker]! % COUNTERS_PER_CLIENT}`;
      sent[worker]! += 1;
      const started = performance.now();
      const posted = await increment(origin, id);
      const answered = performance.now();
      const read = await readCounter(origin, id, posted.position);
      const seen = performance.now();
      if (!measured) return;
      command.record(answered - started);
      visible.record(seen - started);
      if (read.stale || read.value < posted.value) stale += 1;
    },
  );
  const summary = visible.summary();
  console.log(`  ${options.label} (${options.clients} client(s)): visible ${describe(summary, stale)}; POST alone ${describe(command.summary())}`);
  return { command, visible, stale, operations: run.operations, elapsedMs: run.elapsedMs };
}

async function increment(origin: string, id: string): Promise<{ value: number; position: string }> {
  const response = await fetch(`${origin}/api/bench-counters/${id}/increment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ by: 1 }),
  });
  const body = (await response.json()) as { value: number; message?: string };
  const position = response.headers.get('x-event-position');
  if (!response.ok || !position) throw new Error(`POST increment answered ${response.status}: ${body.message ?? 'no x-event-position'}`);
  return { value: body.value, position };
}

async function readCounter(origin: string, id: string, minPosition: string): Promise<{ value: number; stale: boolean }> {
  const response = await fetch(`${origin}/api/bench-counters/${id}`, { headers: { 'x-min-position': minPosition } });
  const body = (await response.json()) as { value: number; message?: string };
  if (!response.ok) throw new Error(`GET counter answered ${response.status}: ${body.message ?? ''}`);
  return { value: body.value, stale: response.headers.get('x-stale') === 'true' };
}

runBench('Command to visible (benchmark 4)', { timeLimitMs: 90_000 }, measureCommandToVisible);

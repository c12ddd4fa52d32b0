// Benchmark 4: command to visible in a read model, the path a user sees. Over HTTP to the listening one-process
// platform: POST an increment, take `x-event-position` from the answer, then GET the counter with `x-min-position`
// until the read model shows the new value. Measured at idle (one client, one command after another) and under
// load (several clients doing the same at once, each on its own counter). Baseline: the same POST alone, timed
// inside the same loop (command latency without waiting for visibility). The clients run in a child process
// (visibility-client.ts), so they do not compete with the server for its event loop.
//
// Run alone: npx tsx bench/src/command-to-visible.ts   (BENCH_QUICK=1 for a short smoke run)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { runBench, type BenchContext } from './bench-main';
import { startBenchPlatform } from './bench-platform';
import { result, type BenchResult, type Figure } from './report';
import { summarize, type LatencySummary } from './stats';
import type { VisibilityClientCommand, VisibilityClientMessage, VisibilityClientOptions } from './visibility-client';

const QUICK = process.env.BENCH_QUICK === '1';
const IDLE_COMMANDS = QUICK ? 50 : 400;
const LOAD_CLIENTS = 8;
const LOAD_DURATION_MS = QUICK ? 2000 : 10_000;
const PHASE_TIME_LIMIT_MS = 60_000;
const GOAL_IDLE_P99_MS = 50;
/** Each client spreads its commands over this many counters, so streams stay as short as a real aggregate's. */
const COUNTERS_PER_CLIENT = 50;

interface Outcome {
  command: LatencySummary;
  visible: LatencySummary;
  stale: number;
  operations: number;
  elapsedMs: number;
}

async function measureCommandToVisible({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('command_to_visible');
  const platform = await startBenchPlatform(database.url);
  try {
    console.log(`Platform listening at ${platform.origin}`);
    const idle = await measure(platform.origin, { clients: 1, maxOperations: IDLE_COMMANDS, durationMs: PHASE_TIME_LIMIT_MS, label: 'idle' }, signal);
    const load = await measure(platform.origin, { clients: LOAD_CLIENTS, maxOperations: 100_000, durationMs: LOAD_DURATION_MS, label: 'load' }, signal);
    const idleVisible = idle.visible;
    const loadVisible = load.visible;
    return [
      result(
        'command to visible, idle',
        p99Figure('POST + GET visible', idleVisible, idle.stale),
        p99Figure('POST alone', idle.command),
        { text: `p99 <= ${GOAL_IDLE_P99_MS} ms, none stale`, pass: idleVisible.p99 <= GOAL_IDLE_P99_MS && idle.stale === 0 },
      ),
      result(
        `command to visible, ${LOAD_CLIENTS} clients`,
        {
          ...p99Figure('POST + GET visible', loadVisible, load.stale),
          detail: `${describe(loadVisible, load.stale)}; ${Math.round((load.operations / load.elapsedMs) * 1000)} commands/s`,
        },
        p99Figure('POST alone', load.command),
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

/** Runs the clients in a process of their own, so they do not share the server's event loop. */
async function measure(origin: string, options: { clients: number; maxOperations: number; durationMs: number; label: string }, signal: AbortSignal): Promise<Outcome> {
  const clientOptions: VisibilityClientOptions = { origin, warmupMs: 1000, countersPerClient: COUNTERS_PER_CLIENT, ...options };
  // Forked with this process's execArgv, so the client runs under tsx too.
  const client = fork(new URL('./visibility-client.ts', import.meta.url));
  const command = (message: VisibilityClientCommand) => client.send(message);
  const stop = () => command({ stop: true });
  signal.addEventListener('abort', stop);
  try {
    command({ start: clientOptions });
    const [message] = (await once(client, 'message')) as [VisibilityClientMessage];
    if ('error' in message) throw new Error(`visibility client: ${message.error}`);
    const { report } = message;
    const outcome = { ...report, command: summarize(report.command), visible: summarize(report.visible) };
    console.log(`  ${options.label} (${options.clients} client(s)): visible ${describe(outcome.visible, report.stale)}; POST alone ${describe(outcome.command)}`);
    return outcome;
  } finally {
    signal.removeEventListener('abort', stop);
    client.kill();
  }
}

runBench('Command to visible (benchmark 4)', { timeLimitMs: 90_000 }, measureCommandToVisible);

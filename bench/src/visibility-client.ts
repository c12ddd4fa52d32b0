// The HTTP client of the command-to-visible benchmark, run in a child process (forked with IPC) so the load
// generator does not share the server's event loop. Each client loops: POST an increment, then GET the counter with `x-min-position` set to
// the answer's `x-event-position`, and checks that the read shows the new value.
import { runClosedLoop } from './closed-loop';

export interface VisibilityClientOptions {
  origin: string;
  label: string;
  clients: number;
  warmupMs: number;
  durationMs: number;
  maxOperations: number;
  /** Each client spreads its commands over this many counters, so streams stay as short as a real aggregate's. */
  countersPerClient: number;
}

export interface VisibilityClientReport {
  /** POST alone, in ms. */
  command: number[];
  /** POST, then GET with x-min-position answering the new value, in ms. */
  visible: number[];
  /** Reads answered stale (x-stale, or a value older than the command's). */
  stale: number;
  operations: number;
  elapsedMs: number;
}

/** Messages to the client process: start with these options, or stop now. */
export type VisibilityClientCommand = { start: VisibilityClientOptions } | { stop: true };

/** Messages from the client process: its report, or why it failed. */
export type VisibilityClientMessage = { report: VisibilityClientReport } | { error: string };

async function runClients(options: VisibilityClientOptions, signal: AbortSignal): Promise<VisibilityClientReport> {
  const command: number[] = [];
  const visible: number[] = [];
  let stale = 0;
  const sent = new Array<number>(options.clients).fill(0);
  const run = await runClosedLoop(
    { workers: options.clients, warmupMs: options.warmupMs, durationMs: options.durationMs, maxOperations: options.maxOperations, signal },
    async (worker, measured) => {
      const id = `${options.label}-${worker}-${sent[worker]! % options.countersPerClient}`;
      sent[worker]! += 1;
      const started = performance.now();
      const posted = await increment(options.origin, id);
      const answered = performance.now();
      const read = await readCounter(options.origin, id, posted.position);
      const seen = performance.now();
      if (!measured) return;
      command.push(answered - started);
      visible.push(seen - started);
      if (read.stale || read.value < posted.value) stale += 1;
    },
  );
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

if (process.send) {
  const send = (message: VisibilityClientMessage) => process.send!(message);
  const stopping = new AbortController();
  // The benchmark process is gone (Ctrl-C, time limit): nobody waits for the report.
  process.on('disconnect', () => process.exit(1));
  process.on('message', (command: VisibilityClientCommand) => {
    if ('stop' in command) {
      stopping.abort();
      return;
    }
    runClients(command.start, stopping.signal).then(
      (report) => send({ report }),
      (error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

// The HTTP client of the catalog-reads benchmark, run in a child process (forked with IPC) so the load generator
// does not share the server's event loop. Two kinds of job:
//   load:       autocannon, a fixed number of connections for a fixed time, each request taking the next path of a
//               list (cycled; the warm-up takes the first paths and the measured run goes on from there, so two
//               runs of the benchmark send the same requests);
//               latencies are recorded per response in fractional milliseconds (autocannon's own histogram rounds
//               to whole milliseconds).
//   sequential: one request after another with fetch, each timed until its whole body has been read.
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from '../stats';

export interface LoadJob {
  kind: 'load';
  origin: string;
  paths: readonly string[];
  /** Sent with every request (a session for the admin routes). */
  headers?: Record<string, string>;
  connections: number;
  /** Not recorded: connections opened, code paths warmed. */
  warmupSeconds: number;
  durationSeconds: number;
}

export interface SequentialJob {
  kind: 'sequential';
  origin: string;
  path: string;
  /** Requests, the first one not recorded (warm-up). */
  count: number;
  /** Stops early after this long. */
  maxMs: number;
}

export interface LoadReport {
  requestsPerSecond: number;
  requests: number;
  latency: LatencySummary;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Response bytes per second (headers and body). */
  bytesPerSecond: number;
  /** Diagnostics: latency by path (total and max in ms, count of 2xx answers). */
  byPath: PathLatency[];
}

export interface SequentialReport {
  latency: LatencySummary;
  /** Body bytes of the last response. */
  bodyBytes: number;
}

export type CatalogClientCommand = { job: LoadJob | SequentialJob } | { stop: true };
export type CatalogClientMessage = { load: LoadReport } | { sequential: SequentialReport } | { error: string };

const MAX_SAMPLES = 2_000_000;

export interface PathLatency {
  path: string;
  totalMs: number;
  maxMs: number;
  count: number;
}

/** autocannon's per-connection context, handed to setupRequest. */
interface RequestContext {
  path?: string;
}

/** What the 'response' event hands over as its client: only what the diagnostics read. */
interface AutocannonClient {
  requestIterator?: { context?: RequestContext };
}

/** Where a job is in its list of paths: the measured run goes on from where the warm-up stopped. */
interface Cursor {
  next: number;
}

function runAutocannon(job: LoadJob, cursor: Cursor, durationSeconds: number, signal: AbortSignal): Promise<LoadReport> {
  const { hostname } = new URL(job.origin);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error(`only this machine is a target (got ${hostname})`);
  const latencies: number[] = [];
  const byPath = new Map<string, Omit<PathLatency, 'path'>>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        duration: durationSeconds,
        ...(job.headers ? { headers: job.headers } : {}),
        timeout: 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context: RequestContext) => {
              const path = job.paths[cursor.next++ % job.paths.length];
              context.path = path;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => {
        signal.removeEventListener('abort', stop);
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          requests: result.requests.total,
          latency: summarize(latencies),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          bytesPerSecond: result.throughput.total / result.duration,
          byPath: [...byPath].map(([path, entry]) => ({ path, ...entry })),
        });
      },
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode >= 300 || latencies.length >= MAX_SAMPLES) return;
      latencies.push(responseTime);
      // Without pipelining, the connection's context still names the request just answered: the next one is set up
      // after this event (autocannon internals; a diagnostic only, skipped if they change).
      const path = (client as unknown as AutocannonClient).requestIterator?.context?.path;
      if (path === undefined) return;
      const entry = byPath.get(path) ?? { totalMs: 0, maxMs: 0, count: 0 };
      entry.totalMs += responseTime;
      entry.maxMs = Math.max(entry.maxMs, responseTime);
      entry.count += 1;
      byPath.set(path, entry);
    });
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop);
  });
}

async function runLoad(job: LoadJob, signal: AbortSignal): Promise<LoadReport> {
  const cursor: Cursor = { next: 0 };
  if (job.warmupSeconds > 0) await runAutocannon(job, cursor, job.warmupSeconds, signal);
  return runAutocannon(job, cursor, job.durationSeconds, signal);
}

async function runSequential(job: SequentialJob, signal: AbortSignal): Promise<SequentialReport> {
  const latencies: number[] = [];
  let bodyBytes = 0;
  const deadline = performance.now() + job.maxMs;
  for (let index = 0; index < job.count && !signal.aborted && performance.now() < deadline; index++) {
    const started = performance.now();
    const response = await fetch(`${job.origin}${job.path}`);
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${job.path} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
    bodyBytes = body.byteLength;
    if (index > 0) latencies.push(elapsed);
  }
  return { latency: summarize(latencies), bodyBytes };
}

if (process.send) {
  const send = (message: CatalogClientMessage) => process.send!(message);
  let stopping = new AbortController();
  // The benchmark process is gone (Ctrl-C, time limit): nobody waits for the report.
  process.on('disconnect', () => process.exit(1));
  process.on('message', (command: CatalogClientCommand) => {
    if ('stop' in command) {
      stopping.abort();
      stopping = new AbortController();
      return;
    }
    const { job } = command;
    const done =
      job.kind === 'load'
        ? runLoad(job, stopping.signal).then((load) => send({ load }))
        : runSequential(job, stopping.signal).then((sequential) => send({ sequential }));
    done.catch((error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }));
  });
}

// An autocannon helper for HTTP load benchmarks: bounded in time (at most 60 s), 127.0.0.1 only, summarised as
// a figure for report.ts. autocannon generates load on this process's event loop, so run it in a process other than
// the server's (this file runs alone as a CLI for that reason).
//
// Run alone: npx tsx bench/src/http-load.ts http://127.0.0.1:3000/api/health [connections] [seconds]
import autocannon from 'autocannon';
import type { Figure } from './report';

export interface HttpLoadOptions {
  url: string;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Seconds of load (default 10, at most 60). */
  durationSeconds?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpLoadSummary {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

const MAX_DURATION_SECONDS = 60;

export async function runHttpLoad(options: HttpLoadOptions): Promise<HttpLoadSummary> {
  const { hostname } = new URL(options.url);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error(`http-load only targets this machine (got ${hostname})`);
  const durationSeconds = Math.min(options.durationSeconds ?? 10, MAX_DURATION_SECONDS);
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: durationSeconds,
    timeout: 10,
    method: options.method ?? 'GET',
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    bailout: 100,
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function httpLoadFigure(name: string, summary: HttpLoadSummary): Figure {
  return {
    name,
    value: summary.requestsPerSecond,
    unit: 'requests/s',
    detail: `p50 ${summary.latencyP50Ms} ms, p99 ${summary.latencyP99Ms} ms, ${summary.errors} errors, ${summary.non2xx} non-2xx`,
  };
}

if (import.meta.filename === process.argv[1]) {
  const [url, connections, seconds] = process.argv.slice(2);
  if (!url) {
    console.error('usage: tsx bench/src/http-load.ts <http://127.0.0.1:PORT/path> [connections] [seconds]');
    process.exit(2);
  }
  runHttpLoad({ url, connections: Number(connections) || undefined, durationSeconds: Number(seconds) || undefined }).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}

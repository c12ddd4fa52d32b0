// The HTTP client of the download-flood benchmark, in a child process (forked with IPC) so the load does not share the
// server's event loop. One job is one phase: `bystanders` connections each send the bystander's read one after another
// and time each answer; meanwhile `flooders` connections each download one file after another, every request a file
// not asked for before in the run (the paths are handed out once) and from an address of its own (X-Forwarded-For, the
// server trusting it), so neither the cache nor the per-client limit stands between the flood and the render pool. A
// refused download waits as long as its Retry-After says, then asks for the same file again.
// The flood starts first and runs through the bystanders' warm-up; bystanders are timed only in the measured period,
// and the files served are counted over the same period (refusals over the whole phase).
import http from 'node:http';
import { percentile, summarize, type LatencySummary } from './stats';

export interface FloodJob {
  origin: string;
  bystanderPath: string;
  bystanders: number;
  flooders: number;
  /** Download paths, each answered once (a refused one is sent again); past the last the flood stops (`exhausted`). */
  files: readonly string[];
  /** The first address the flood's requests come from; each request takes the next (a phase has 2^20). */
  firstAddress: number;
  warmupMs: number;
  durationMs: number;
}

export interface FloodReport {
  bystander: LatencySummary & { p95: number };
  /** Files served (200) in the measured period. */
  served: number;
  /** Every answer to the flood in the phase (its warm-up too), by status. */
  floodStatuses: Record<string, number>;
  /** The flood's answers in the measured period. */
  flood: LatencySummary;
  measuredMs: number;
  /** Files handed out (the warm-up's too). */
  filesUsed: number;
  exhausted: boolean;
}

export type FloodClientCommand = { job: FloodJob } | { stop: true };
export type FloodClientMessage = { report: FloodReport } | { error: string };

interface Answer {
  status: number;
  ms: number;
  /** Seconds, from Retry-After. */
  retryAfter: number;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, retryAfter: Number(response.headers['retry-after'] ?? 0) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** 10.0.0.0/8, one address per request. */
function address(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let stopped = false;

/** Waits `ms`, or less once `over` says so (checked every 100 ms). */
async function pause(ms: number, over: () => boolean): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until && !over()) await new Promise((resolve) => setTimeout(resolve, Math.min(100, until - performance.now())));
}

async function runPhase(job: FloodJob): Promise<FloodReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.bystanders + job.flooders });
  let nextFile = 0;
  let requests = 0;
  let measuring = false;
  let floodDone = false;
  let served = 0;
  const floodStatuses: Record<string, number> = {};
  const floodLatencies: number[] = [];
  const bystanderLatencies: number[] = [];

  const flooder = async () => {
    let index = nextFile++;
    while (!floodDone && !stopped && index < job.files.length) {
      const answer = await get(agent, new URL(job.files[index]!, job.origin), { 'x-forwarded-for': address(job.firstAddress + requests++) });
      floodStatuses[answer.status] = (floodStatuses[answer.status] ?? 0) + 1;
      if (measuring) {
        floodLatencies.push(answer.ms);
        if (answer.status === 200) served += 1;
      }
      if (answer.status === 200) index = nextFile++;
      else if (answer.status === 429 || answer.status === 503) await pause(answer.retryAfter * 1000, () => floodDone || stopped);
      else throw new Error(`a download answered ${answer.status}`);
    }
  };
  const bystander = async (until: number) => {
    const url = new URL(job.bystanderPath, job.origin);
    while (performance.now() < until && !stopped) {
      const answer = await get(agent, url);
      if (answer.status !== 200) throw new Error(`bystander: ${job.bystanderPath} answered ${answer.status}`);
      if (measuring) bystanderLatencies.push(answer.ms);
    }
  };

  const flood = Promise.all(Array.from({ length: job.flooders }, flooder));
  await Promise.all(Array.from({ length: job.bystanders }, () => bystander(performance.now() + job.warmupMs)));
  measuring = true;
  const started = performance.now();
  await Promise.all(Array.from({ length: job.bystanders }, () => bystander(started + job.durationMs)));
  measuring = false;
  const measuredMs = performance.now() - started;
  floodDone = true;
  await flood;
  agent.destroy();
  return {
    bystander: { ...summarize(bystanderLatencies), p95: percentile([...bystanderLatencies].sort((a, b) => a - b), 95) },
    served,
    floodStatuses,
    flood: summarize(floodLatencies),
    measuredMs,
    filesUsed: nextFile,
    exhausted: nextFile >= job.files.length,
  };
}

process.on('message', (command: FloodClientCommand) => {
  if ('stop' in command) {
    stopped = true;
    return;
  }
  runPhase(command.job).then(
    (report) => process.send?.({ report } satisfies FloodClientMessage),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) } satisfies FloodClientMessage),
  );
});

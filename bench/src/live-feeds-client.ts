// The load client of the live-feeds benchmark, in a child process (forked with IPC) so it does not share the server's
// event loop; live-feeds.ts forks it twice, once for each part:
// - the feeds: `GET /api/live` streams held open (plain keep-alive HTTP, read as EventSource reads them), each from a
//   client address given in X-Forwarded-For (the server trusts loopback as its proxy, as behind HAProxy), every frame
//   stamped with the wall clock as it arrives. A frame is the same bytes on every stream alike, so its data is parsed
//   once, for the first stream that gets it; the others only read its id.
// - the writer: an admin's stamp edits (`PUT /api/admin/ideas/:id/stamp`, through the command API, the projections and
//   the feed) sent at a fixed rate whatever the answers' pace (open loop), each acknowledgement kept with its position
//   and its wall-clock time.
// The delay of a change on a stream is from its acknowledgement to the arrival of the first frame at or past its
// position; that frame must name it (or tell the client to refetch), else the change is missed. Wall-clock times
// (performance.timeOrigin + now) compare across the two processes.
import http from 'node:http';
import { percentile } from './stats';

/** One acknowledged change: the idea whose stamp changed, at `position` ("commit-prepare"). */
export interface AckedChange {
  ideaId: number;
  position: string;
  ackedAt: number;
}

export interface FeedsOpened {
  open: number;
  ms: number;
}

export interface DelayReport {
  /** One sample per stream and change. */
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Changes a stream never heard of (no frame at or past the position, or one that did not name it). */
  missed: number;
  /** Heard of through a `refetch` frame instead of a `changes` one. */
  refetches: number;
  /** Frames that came before the writer had its acknowledgement (counted as a delay of 0). */
  beforeAck: number;
  /**
   * Per change, the delay to the first stream that heard of it (what the pipeline and the feed's reads take before the
   * fan-out), p50 and p99 in ms.
   */
  first: { p50: number; p99: number };
  streams: number;
  /** Frames at or past the first change: how many times the server wrote to every stream. */
  frames: number;
  /** Streams the server ended or dropped. */
  ended: number;
}

export interface WriteReport {
  changes: AckedChange[];
  /** Edits that changed nothing (the idea already had that stamp): no position, left out. */
  unchanged: number;
  failed: Record<string, number>;
  ackMs: { p50: number; p99: number; max: number };
  elapsedMs: number;
}

export type LiveFeedsClientCommand =
  | { open: { origin: string; count: number; perAddress: number } }
  /** Ends every stream but the first (what the server holds for them is let go). */
  | { closeAllButOne: true }
  /** Waits for the streams to hear of the last change (up to `drainMs`), then counts. */
  | { delays: { changes: AckedChange[]; drainMs: number } }
  | { clearStamps: { origin: string; token: string; ideaIds: number[] } }
  | { write: { origin: string; token: string; ideaIds: number[]; perSecond: number; durationMs: number } }
  | { stop: true };

export type LiveFeedsClientMessage = { opened: FeedsOpened } | { closed: number } | { delays: DelayReport } | { written: WriteReport } | { error: string };

const now = () => performance.timeOrigin + performance.now();
/** The streams' sockets, one each. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
/**
 * The writer's: an admin's tab sends a few requests at once, not one connection per edit; past 32 in flight, edits
 * wait here (their acknowledgement time counts from when they were due).
 */
const writerAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });

let stopped = false;

// ---- the feeds ----

/** A frame that names changes (or says refetch), parsed once for every stream that gets it. */
interface Frame {
  commit: number;
  prepare: number;
  /** The ideas it names, or 'refetch'. */
  ideas: Set<number> | 'refetch';
}

interface Stream {
  response: http.IncomingMessage;
  buffer: string;
  /** Frame index (into `frames`) and arrival time, pairs one after another. */
  arrivals: number[];
  ended: boolean;
}

const frames: Frame[] = [];
const frameIndex = new Map<string, number>();
const streams: Stream[] = [];

function frameOf(id: string, event: string, data: string): number {
  let index = frameIndex.get(id);
  if (index === undefined) {
    const [commit, prepare] = id.split('-').map(Number) as [number, number];
    const ideas =
      event === 'refetch'
        ? ('refetch' as const)
        : new Set((JSON.parse(data) as { changes: { kind: string; id: string }[] }).changes.filter((change) => change.kind === 'ideas').map((change) => Number(change.id)));
    index = frames.push({ commit, prepare, ideas }) - 1;
    frameIndex.set(id, index);
  }
  return index;
}

/** Reads what arrived; true once the stream's `ready` came. */
function take(stream: Stream, chunk: string, at: number): boolean {
  stream.buffer += chunk;
  let ready = false;
  for (let end = stream.buffer.indexOf('\n\n'); end >= 0; end = stream.buffer.indexOf('\n\n')) {
    const text = stream.buffer.slice(0, end);
    stream.buffer = stream.buffer.slice(end + 2);
    let id: string | undefined;
    let event: string | undefined;
    let data = '';
    for (const line of text.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'ready') ready = true;
    else if ((event === 'changes' || event === 'refetch') && id !== undefined) stream.arrivals.push(frameOf(id, event, data), at);
  }
  return ready;
}

/** 10.0.0.0/8: stream n's address, `perAddress` streams to an address. */
function addressOf(n: number, perAddress: number): string {
  const a = Math.floor(n / perAddress);
  return `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}`;
}

function openStream(origin: string, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/live`, { agent, headers: { accept: 'text/event-stream', 'x-forwarded-for': address } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET /api/live from ${address} answered ${response.statusCode}`));
        return;
      }
      const stream: Stream = { response, buffer: '', arrivals: [], ended: false };
      streams.push(stream);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (take(stream, chunk, now())) resolve();
      });
      const ended = () => {
        stream.ended = true;
        reject(new Error(`the stream from ${address} ended before it was ready`));
      };
      response.on('end', ended);
      response.on('error', ended);
    });
    request.on('error', reject);
  });
}

/** Opens `count` more streams, 50 at a time, each resolved once its `ready` came. */
async function openStreams({ origin, count, perAddress }: { origin: string; count: number; perAddress: number }): Promise<FeedsOpened> {
  const started = performance.now();
  const first = streams.length;
  let next = 0;
  const opener = async () => {
    while (next < count && !stopped) await openStream(origin, addressOf(first + next++, perAddress));
  };
  await Promise.all(Array.from({ length: Math.min(50, count) }, opener));
  return { open: streams.length, ms: performance.now() - started };
}

/** Delays in 0.1 ms buckets up to a minute (the rest in the last), so millions of samples take a fixed space. */
const BUCKET_MS = 0.1;
const BUCKETS = 600_000;

const comparePositions = (a: Frame, commit: number, prepare: number) => a.commit - commit || a.prepare - prepare;

/**
 * Waits until every open stream has a frame at or past the last change (or `drainMs` passed: what has not come by then
 * counts as missed).
 */
async function drained(changes: readonly AckedChange[], drainMs: number): Promise<void> {
  const last = changes.map((change) => change.position.split('-').map(Number) as [number, number]).sort((a, b) => b[0] - a[0] || b[1] - a[1])[0];
  if (!last) return;
  const caughtUp = (stream: Stream) => {
    const index = stream.arrivals.at(-2);
    return stream.ended || (index !== undefined && comparePositions(frames[index]!, ...last) >= 0);
  };
  const until = performance.now() + drainMs;
  while (performance.now() < until && !stopped && !streams.every(caughtUp)) await new Promise((resolve) => setTimeout(resolve, 100));
}

function delays(changes: readonly AckedChange[]): DelayReport {
  const order = frames.map((_, index) => index).sort((a, b) => comparePositions(frames[a]!, frames[b]!.commit, frames[b]!.prepare));
  /** The first frame at or past a position, by binary search over `order`. */
  const frameAtOrPast = (position: string): number | undefined => {
    const [commit, prepare] = position.split('-').map(Number) as [number, number];
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const frame = frames[order[middle]!]!;
      if (comparePositions(frame, commit, prepare) < 0) low = middle + 1;
      else high = middle;
    }
    return order[low];
  };
  const telling = changes.map((change) => {
    const index = frameAtOrPast(change.position);
    const frame = index === undefined ? undefined : frames[index]!;
    const names = frame && (frame.ideas === 'refetch' || frame.ideas.has(change.ideaId));
    return { change, index: names ? index : undefined, refetch: frame?.ideas === 'refetch' };
  });
  const histogram = new Uint32Array(BUCKETS);
  let count = 0;
  let max = 0;
  let missed = 0;
  let refetches = 0;
  let beforeAck = 0;
  const arrivedAt = new Float64Array(frames.length);
  const firstAt = new Float64Array(telling.length).fill(Number.POSITIVE_INFINITY);
  for (const stream of streams) {
    arrivedAt.fill(Number.NaN);
    for (let i = 0; i < stream.arrivals.length; i += 2) arrivedAt[stream.arrivals[i]!] = stream.arrivals[i + 1]!;
    for (const [n, { change, index, refetch }] of telling.entries()) {
      const at = index === undefined ? Number.NaN : arrivedAt[index]!;
      if (Number.isNaN(at)) {
        missed += 1;
        continue;
      }
      firstAt[n] = Math.min(firstAt[n]!, at);
      if (refetch) refetches += 1;
      let delay = at - change.ackedAt;
      if (delay < 0) {
        beforeAck += 1;
        delay = 0;
      }
      max = Math.max(max, delay);
      histogram[Math.min(BUCKETS - 1, Math.floor(delay / BUCKET_MS))]! += 1;
      count += 1;
    }
  }
  const quantile = (p: number): number => {
    const rank = Math.ceil((p / 100) * count);
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
      seen += histogram[bucket]!;
      if (seen >= rank) return (bucket + 1) * BUCKET_MS;
    }
    return max;
  };
  const first = telling
    .map(({ change }, n) => firstAt[n]! - change.ackedAt)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    count,
    p50: quantile(50),
    p95: quantile(95),
    p99: quantile(99),
    max,
    missed,
    refetches,
    beforeAck,
    first: { p50: percentile(first, 50), p99: percentile(first, 99) },
    streams: streams.length,
    frames: telling[0]?.index === undefined ? 0 : order.length - order.indexOf(telling[0].index),
    ended: streams.filter((stream) => stream.ended).length,
  };
}

// ---- the writer ----

/** The stamp each idea has, as this writer set it (null after `clearStamps`). */
const stamps = new Map<number, string | null>();

interface Answer {
  status: number;
  position: string | undefined;
}

function putStamp(origin: string, token: string, ideaId: number, stamp: string | null): Promise<Answer> {
  const body = JSON.stringify(stamp === null ? {} : { stamp });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/admin/ideas/${ideaId}/stamp`,
      { method: 'PUT', agent: writerAgent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          const position = response.headers['x-event-position'];
          resolve({ status: response.statusCode ?? 0, position: typeof position === 'string' ? position : undefined });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function clearStamps({ origin, token, ideaIds }: { origin: string; token: string; ideaIds: number[] }): Promise<WriteReport> {
  const started = performance.now();
  for (const ideaId of ideaIds) {
    const answer = await putStamp(origin, token, ideaId, null);
    if (answer.status !== 200) throw new Error(`clearing idea ${ideaId}'s stamp answered ${answer.status}`);
    stamps.set(ideaId, null);
  }
  return { changes: [], unchanged: 0, failed: {}, ackMs: { p50: 0, p99: 0, max: 0 }, elapsedMs: performance.now() - started };
}

/** Edits one idea after another (round robin), `perSecond` of them a second, without waiting for the answers. */
async function write(job: { origin: string; token: string; ideaIds: number[]; perSecond: number; durationMs: number }): Promise<WriteReport> {
  const changes: AckedChange[] = [];
  const failed: Record<string, number> = {};
  const ackMs: number[] = [];
  let unchanged = 0;
  const total = Math.round((job.durationMs / 1000) * job.perSecond);
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let sent = 0; sent < total && !stopped; sent += 1) {
    const wait = started + (sent * 1000) / job.perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const ideaId = job.ideaIds[sent % job.ideaIds.length]!;
    const stamp = stamps.get(ideaId) === null ? 'Crazy' : null;
    stamps.set(ideaId, stamp);
    const sentAt = performance.now();
    const edit = putStamp(job.origin, job.token, ideaId, stamp).then(
      (answer) => {
        const ackedAt = now();
        ackMs.push(performance.now() - sentAt);
        if (answer.status !== 200) failed[answer.status] = (failed[answer.status] ?? 0) + 1;
        else if (answer.position === undefined) unchanged += 1;
        else changes.push({ ideaId, position: answer.position, ackedAt });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        failed[reason] = (failed[reason] ?? 0) + 1;
      },
    );
    inFlight.add(edit);
    void edit.finally(() => inFlight.delete(edit));
  }
  await Promise.all(inFlight);
  const sorted = ackMs.sort((a, b) => a - b);
  return {
    changes,
    unchanged,
    failed,
    ackMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN },
    elapsedMs: performance.now() - started,
  };
}

async function handle(command: LiveFeedsClientCommand): Promise<LiveFeedsClientMessage | undefined> {
  if ('stop' in command) {
    stopped = true;
    return undefined;
  }
  if ('open' in command) return { opened: await openStreams(command.open) };
  if ('closeAllButOne' in command) {
    for (const stream of streams.splice(1)) stream.response.destroy();
    return { closed: streams.length };
  }
  if ('delays' in command) {
    await drained(command.delays.changes, command.delays.drainMs);
    return { delays: delays(command.delays.changes) };
  }
  if ('clearStamps' in command) return { written: await clearStamps(command.clearStamps) };
  return { written: await write(command.write) };
}

process.on('message', (command: LiveFeedsClientCommand) => {
  handle(command).then(
    (message) => message && process.send?.(message),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) } satisfies LiveFeedsClientMessage),
  );
});

// The live feed's one reader per process (README.md here): it follows the position this query API's database serves,
// woken by the same `projections.progress` messages read-your-writes waits on (and a short poll, since a wake-up can
// be lost and, on a replica, comes before the replica shows the change), reads what changed once, and hands each
// connection the part its viewer may hear of. Connections are bounded per account and per address; one whose socket
// buffer passes a bound (a slow or gone client) is dropped rather than buffered for.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, type LiveChanges, type LiveReady, type LiveRefetch } from '@app/domain/live/live-api';
import { topicsFor, type LiveTopic, type LiveViewer } from '@app/domain/live/live-topics';
import { TooManyRequests } from '@app/domain/shared/errors';
import type { Bus } from '@app/infra/bus/bus';
import { comparePositions, formatPosition, parsePosition, type Position } from '@app/infra/event-store/position';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import { readChanges, type AudiencedChange } from './live-changes';
import { heartbeatFrame, sseFrame, type SseMessage } from './sse-frame';

export interface LiveLimits {
  /** Open feeds per account (a member's tabs and devices). */
  perAccount: number;
  /** Open feeds per client address (signed out or not: an office behind one address). */
  perAddress: number;
  /** Bytes a connection may have waiting in its socket buffer before it is dropped. */
  maxBufferedBytes: number;
  /** Changes one message (or one resume) lists at most; past that the client is told to refetch. */
  maxChanges: number;
  heartbeatMs: number;
  /** How often the served position is re-read while feeds are open, besides the wake-ups. */
  pollMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  perAccount: 12,
  perAddress: 100,
  maxBufferedBytes: 256 * 1024,
  maxChanges: 1000,
  heartbeatMs: LIVE_HEARTBEAT_MS,
  pollMs: 200,
};

/** Where a connection's frames go (the SSE reply, live.routes.ts). */
export interface LiveSink {
  /** An SSE frame (sse-frame.ts), the same bytes for every connection alike. */
  write(frame: Buffer): void;
  bufferedBytes(): number;
  /** Ends the stream once what was sent is flushed. */
  close(): void;
  /** Ends it at once, discarding what the client did not take. */
  drop(): void;
}

export interface LiveConnectionRequest {
  viewer: LiveViewer;
  address: string;
  /** The client's `Last-Event-ID`, when it resumes. */
  lastEventId: string | undefined;
  sink: LiveSink;
}

export interface LiveFeed {
  /** Admits a connection (TooManyRequests past a limit) and starts its stream; returns its close. */
  open(request: LiveConnectionRequest): () => void;
  readonly connections: number;
  close(): void;
}

export interface LiveFeedOptions {
  db: Kysely<QueryApiDatabase>;
  bus: Bus;
  /** The position every read model of `db` has reached (projectors/src/runtime/served-position.ts). */
  servedPosition: () => Promise<Position | undefined>;
  /**
   * Resolves once this process's in-memory indexes (../memory-index/) hold every row committed before the call: a
   * position is told only after them, so a client's refetch never reads a list from before the change it heard of.
   */
  memoryIndexesCaughtUp: () => Promise<void>;
  log: FastifyBaseLogger;
  limits?: Partial<LiveLimits>;
}

/** What one position's changes are: the changes, or too many to list. */
interface Batch {
  position: Position;
  changes: AudiencedChange[] | 'too-many';
}

interface Connection {
  viewer: LiveViewer;
  address: string;
  sink: LiveSink;
  /** Batches that came while its resume was being read; undefined once it is live. */
  pending: Batch[] | undefined;
  /** The last position this client knows of (sent, or the id it resumed from). */
  known: Position | undefined;
  closed: boolean;
}

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
  const connections = new Set<Connection>();
  const perAccount = new Map<string, number>();
  const perAddress = new Map<string, number>();
  /** The position the feed has told its connections of; re-read when the first feed opens after none was open. */
  let position: Position | undefined;
  let started: Promise<void> | undefined;
  let timers: NodeJS.Timeout[] = [];
  let ticking = false;
  let tickAgain = false;

  const unsubscribe = options.bus.subscribe('projections.progress', () => {
    if (connections.size > 0) void tick();
  });

  function count(map: Map<string, number>, key: string, by: number): void {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  }

  // Timers start with the first feed and stop with the last; a start that failed (the database away) is tried again
  // by the next feed.
  function start(): Promise<void> {
    if (!started) {
      timers = [setInterval(() => void tick(), limits.pollMs), setInterval(heartbeat, limits.heartbeatMs)];
      const attempt = options.servedPosition().then(async (served) => {
        await options.memoryIndexesCaughtUp();
        position = served;
      });
      attempt.catch(() => {
        if (started === attempt) stop();
      });
      started = attempt;
    }
    return started;
  }

  function stop(): void {
    for (const timer of timers) clearInterval(timer);
    timers = [];
    started = undefined;
  }

  function stopWhenIdle(): void {
    if (connections.size === 0) stop();
  }

  async function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    try {
      do {
        tickAgain = false;
        await advance();
      } while (tickAgain && connections.size > 0);
    } catch (error) {
      options.log.warn({ err: error }, 'live feed: reading the changes failed; the next wake-up tries again');
    } finally {
      ticking = false;
    }
  }

  async function advance(): Promise<void> {
    if (!started || connections.size === 0) return;
    await started;
    const upTo = await options.servedPosition();
    if (!upTo || (position && comparePositions(upTo, position) <= 0)) return;
    const [changes] = await Promise.all([readChanges(options.db, { after: position, upTo }, limits.maxChanges), options.memoryIndexesCaughtUp()]);
    const batch: Batch = { position: upTo, changes };
    position = upTo;
    const frames = new Map<string, Buffer | undefined>();
    for (const connection of connections) {
      if (connection.pending) connection.pending.push(batch);
      else deliver(connection, batch, frames);
    }
    if (changes !== 'too-many') endSessionsOfChangedAccounts(changes);
  }

  // A change to an account's role or sessions may change what its feeds may hear: they are closed after hearing of
  // it, and the client reconnects under what its session is now.
  function endSessionsOfChangedAccounts(changes: AudiencedChange[]): void {
    const accounts = new Set(changes.flatMap((change) => (change.audience.endsFeedsOf ? [change.audience.endsFeedsOf] : [])));
    if (accounts.size === 0) return;
    for (const connection of connections) {
      if (connection.viewer.userId !== null && accounts.has(connection.viewer.userId)) connection.sink.close();
    }
  }

  type Message = Omit<SseMessage, 'id'>;

  function messageFor(viewer: LiveViewer, batch: Batch): Message | undefined {
    const at = formatPosition(batch.position);
    if (batch.changes === 'too-many') return refetch(at, 'too-many-changes');
    const byEntity = new Map<string, { kind: AudiencedChange['kind']; id: string; topics: Set<LiveTopic> }>();
    for (const change of batch.changes) {
      const topics = topicsFor(change.audience, viewer);
      if (topics.length === 0) continue;
      const key = `${change.kind}:${change.id}`;
      const entry = byEntity.get(key) ?? { kind: change.kind, id: change.id, topics: new Set<LiveTopic>() };
      for (const topic of topics) entry.topics.add(topic);
      byEntity.set(key, entry);
    }
    if (byEntity.size === 0) return undefined;
    const message: LiveChanges = {
      position: at,
      changes: [...byEntity.values()].map(({ kind, id, topics }) => ({ kind, id, topics: [...topics] })),
    };
    return { event: LIVE_EVENTS.changes, data: JSON.stringify(message) };
  }

  function refetch(at: string, reason: LiveRefetch['reason']): Message {
    const message: LiveRefetch = { position: at, reason };
    return { event: LIVE_EVENTS.refetch, data: JSON.stringify(message) };
  }

  /** Viewers alike hear alike: one message per kind of viewer and batch (an owner of a change is a kind of their own). */
  function viewerKey(viewer: LiveViewer, batch: Batch): string {
    const owns =
      batch.changes !== 'too-many' && viewer.userId !== null && batch.changes.some((change) => change.audience.owner?.userId === viewer.userId);
    return `${viewer.admin ? 'admin' : 'member'}:${owns ? viewer.userId : ''}`;
  }

  /** `frames`: this batch's frame for each kind of viewer, made for the first of them. */
  function deliver(connection: Connection, batch: Batch, frames: Map<string, Buffer | undefined>): void {
    if (connection.known && comparePositions(batch.position, connection.known) <= 0) return;
    const key = viewerKey(connection.viewer, batch);
    if (!frames.has(key)) {
      const message = messageFor(connection.viewer, batch);
      frames.set(key, message && sseFrame({ id: formatPosition(batch.position), ...message }));
    }
    const frame = frames.get(key);
    if (frame && write(connection, frame)) connection.known = batch.position;
  }

  function write(connection: Connection, frame: Buffer): boolean {
    if (!roomFor(connection)) return false;
    connection.sink.write(frame);
    return true;
  }

  function send(connection: Connection, message: SseMessage): void {
    write(connection, sseFrame(message));
  }

  /** False (and the connection dropped) when the client has not taken what it was sent: a slow or vanished client. */
  function roomFor(connection: Connection): boolean {
    if (connection.sink.bufferedBytes() <= limits.maxBufferedBytes) return true;
    options.log.info({ address: connection.address }, 'live feed: dropped a client that does not keep up');
    connection.sink.drop();
    return false;
  }

  function heartbeat(): void {
    for (const connection of connections) {
      if (connection.pending || !roomFor(connection)) continue;
      // A viewer who heard of nothing still moves on, so a resume does not replay what was not theirs.
      const moved = position && (!connection.known || comparePositions(position, connection.known) > 0) ? position : undefined;
      connection.sink.write(heartbeatFrame(moved && formatPosition(moved)));
      if (moved) connection.known = moved;
    }
  }

  async function begin(connection: Connection, lastEventId: string | undefined): Promise<void> {
    await start();
    const upTo = position;
    const resumeFrom = lastEventId === undefined ? undefined : parsePosition(lastEventId);
    if (lastEventId !== undefined && (!resumeFrom || !upTo)) {
      send(connection, { ...(upTo ? { id: formatPosition(upTo) } : {}), ...refetch(upTo ? formatPosition(upTo) : lastEventId, 'resume-too-old') });
    } else if (resumeFrom && upTo && comparePositions(resumeFrom, upTo) < 0) {
      const changes = await readChanges(options.db, { after: resumeFrom, upTo }, limits.maxChanges);
      const message = changes === 'too-many' ? refetch(formatPosition(upTo), 'resume-too-old') : messageFor(connection.viewer, { position: upTo, changes });
      send(connection, { id: formatPosition(upTo), ...(message ?? ready(upTo)) });
    } else {
      const at = resumeFrom ?? upTo;
      send(connection, { ...(at ? { id: formatPosition(at) } : {}), ...ready(at) });
    }
    connection.known = resumeFrom && upTo && comparePositions(resumeFrom, upTo) > 0 ? resumeFrom : upTo;
    const pending = connection.pending ?? [];
    connection.pending = undefined;
    for (const batch of pending) if (!connection.closed) deliver(connection, batch, new Map());
  }

  function ready(at: Position | undefined): Message {
    const message: LiveReady = { position: at ? formatPosition(at) : null };
    return { event: LIVE_EVENTS.ready, data: JSON.stringify(message) };
  }

  return {
    open({ viewer, address, lastEventId, sink }) {
      if (viewer.userId !== null && (perAccount.get(viewer.userId) ?? 0) >= limits.perAccount) {
        throw new TooManyRequests(`Too many live connections for this account (at most ${limits.perAccount}): close a tab or a device and try again`, 30);
      }
      if ((perAddress.get(address) ?? 0) >= limits.perAddress) {
        throw new TooManyRequests(`Too many live connections from this address (at most ${limits.perAddress}): try again later`, 30);
      }
      const connection: Connection = { viewer, address, sink, pending: [], known: undefined, closed: false };
      connections.add(connection);
      if (viewer.userId !== null) count(perAccount, viewer.userId, 1);
      count(perAddress, address, 1);
      begin(connection, lastEventId).catch((error: unknown) => {
        options.log.warn({ err: error }, 'live feed: a stream could not start; the client reconnects');
        sink.close();
      });
      return () => {
        if (connection.closed) return;
        connection.closed = true;
        connections.delete(connection);
        if (viewer.userId !== null) count(perAccount, viewer.userId, -1);
        count(perAddress, address, -1);
        stopWhenIdle();
      };
    },
    get connections() {
      return connections.size;
    },
    close() {
      unsubscribe();
      for (const connection of [...connections]) connection.sink.drop();
      stop();
    },
  };
}

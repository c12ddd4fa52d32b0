// A change feed client (GET /api/live) that behaves as the SPA's EventSource does (web/src/lib/live/live-feed-client.ts):
// a stream that ends or breaks is reopened with `Last-Event-ID` (the server resumes from it, or says `refetch`); a
// refused one (a non-200 answer) is reopened without it, as a new EventSource must be, and the SPA then refetches
// everything once it is ready. A client opened on a query API directly moves on to the next address when its own
// refuses connections (the server is gone), as a browser behind the proxy would land on the other replica.
// It keeps what it was told as position ranges: each frame with an id covers (the id before it, its id], and says what
// changed for this viewer in that range (`changes`), that the viewer must read everything afresh (`refetch`, or a
// reopened feed), or that nothing changed for them (`ready`, a heartbeat's id). live-check.ts reads the ranges.
import { liveChangesSchema } from '@app/domain/live/live-api';
import type { LiveViewer } from '@app/domain/live/live-topics';
import { comparePositions, formatPosition, parsePosition, type Position } from '@app/infra/event-store/position';

/** The wait before a stream that ended (or was refused) is reopened: shorter than a browser's (Chromium: 3 s; the SPA waits 30 s after a refusal), to keep the run short. */
const RECONNECT_MS = 1000;
/** A first stream not ready by then fails the client's `ready`. */
const READY_WITHIN_MS = 15_000;

export interface ToldRange {
  after: Position;
  upTo: Position;
  told: 'changes' | 'refetch' | 'nothing';
  /** `<kind>:<id>` of each entity a `changes` frame named. */
  entities: ReadonlySet<string>;
}

export interface LiveClient {
  name: string;
  viewer: LiveViewer;
  /** The position the first stream started at (its `ready`): the client can hear of what comes after it. */
  start: Position | undefined;
  ranges: ToldRange[];
  /** The last id received: what a reconnect sends as `Last-Event-ID`. */
  cursor: Position | undefined;
  /** Streams opened (200); those opened with `Last-Event-ID`; those of them that began by replaying changes. */
  streams: number;
  resumes: number;
  replays: number;
  /** Non-200 answers (each followed by a reopened feed, which refetches). */
  refused: number;
  refetches: number;
  /** Frames that broke the contract (an id that is not a position, a `changes` message that does not parse). */
  problems: string[];
  /** Resolves once the first stream is ready; rejects when it is not within 15 s. */
  ready: Promise<void>;
  close(): void;
}

export const entityKey = (kind: string, id: string) => `${kind}:${id}`;

/** `urls`: the base URLs to connect to, in order of preference; `headers`: the viewer's (authorization, address). */
export function openLiveClient(name: string, viewer: LiveViewer, urls: readonly string[], headers: Record<string, string>): LiveClient {
  const abort = new AbortController();
  let markReady: () => void = () => undefined;
  let readyTimer: NodeJS.Timeout | undefined;
  const client: LiveClient = {
    name,
    viewer,
    start: undefined,
    ranges: [],
    cursor: undefined,
    streams: 0,
    resumes: 0,
    replays: 0,
    refused: 0,
    refetches: 0,
    problems: [],
    ready: new Promise((resolve, reject) => {
      markReady = () => {
        clearTimeout(readyTimer);
        resolve();
      };
      readyTimer = setTimeout(() => reject(new Error(`${name}: no stream ready within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
    }),
    close: () => {
      clearTimeout(readyTimer);
      abort.abort();
    },
  };
  /** Set after a refused answer: the next stream starts afresh and its `ready` means "refetch everything". */
  let reopened = false;

  const tell = (id: string, event: string | undefined, data: string) => {
    const upTo = parsePosition(id);
    const changes = event === 'changes' ? liveChangesSchema.safeParse(parseJson(data)) : undefined;
    if (!upTo || changes?.success === false) {
      client.problems.push(`id ${id}, ${event ?? 'comment'}: ${data}`);
      return;
    }
    const after = client.cursor;
    const refetch = event === 'refetch' || (event === 'ready' && reopened);
    if (event === 'ready') reopened = false;
    client.cursor = upTo;
    if (!after) {
      client.start = upTo;
      markReady();
      return;
    }
    if (refetch) client.refetches += 1;
    if (comparePositions(upTo, after) <= 0) return;
    const entities = changes?.data.changes.map((change) => entityKey(change.kind, change.id)) ?? [];
    client.ranges.push({ after, upTo, told: refetch ? 'refetch' : changes ? 'changes' : 'nothing', entities: new Set(entities) });
  };

  const follow = async (url: string) => {
    const resuming = client.cursor !== undefined && !reopened;
    const response = await fetch(`${url}/api/live`, {
      headers: { ...headers, accept: 'text/event-stream', ...(resuming ? { 'last-event-id': formatPosition(client.cursor!) } : {}) },
      signal: abort.signal,
    });
    if (response.status !== 200) {
      client.refused += 1;
      reopened = client.cursor !== undefined;
      await response.body?.cancel();
      return;
    }
    client.streams += 1;
    if (resuming) client.resumes += 1;
    const decoder = new TextDecoder();
    let buffer = '';
    let first = true;
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = { id: undefined as string | undefined, event: undefined as string | undefined, data: '' };
        for (const line of buffer.slice(0, end).split('\n')) {
          if (line.startsWith('id: ')) frame.id = line.slice(4);
          else if (line.startsWith('event: ')) frame.event = line.slice(7);
          else if (line.startsWith('data: ')) frame.data += line.slice(6);
        }
        buffer = buffer.slice(end + 2);
        if (frame.id === undefined) continue;
        if (first && resuming && frame.event === 'changes') client.replays += 1;
        first = false;
        tell(frame.id, frame.event, frame.data);
      }
    }
  };

  void (async () => {
    let at = 0;
    while (!abort.signal.aborted) {
      try {
        await follow(urls[at]!);
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') at = (at + 1) % urls.length;
      }
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  })();
  return client;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

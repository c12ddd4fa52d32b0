// A Server-Sent Events reader for tests, reading a streamed fetch body as the browser's EventSource does: events in
// order (`event`, `data`, `id` lines up to a blank line), comment lines counted, the last id kept.
import { expect } from 'vitest';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseStream {
  /** Events received and not yet taken by `next`. */
  events: SseEvent[];
  comments: number;
  /** The id the browser would send as `Last-Event-ID` on a reconnect. */
  lastId: string | undefined;
  /** True once the server ended the stream. */
  ended: boolean;
  /** Takes the first event of this name (whose parsed data `matches`), waiting up to 10 s for it. */
  next(event: string, matches?: (data: unknown) => boolean): Promise<unknown>;
  close(): void;
}

export type SseAnswer = SseStream | { status: number; body: unknown };

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseAnswer> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (response.status !== 200) return { status: response.status, body: await response.json() };
  const stream: SseStream = {
    events: [],
    comments: 0,
    lastId: undefined,
    ended: false,
    async next(event, matches = () => true) {
      await expect
        .poll(() => stream.events.some((candidate) => candidate.event === event && matches(JSON.parse(candidate.data))), { timeout: 10_000, interval: 10 })
        .toBe(true);
      const found = stream.events.find((candidate) => candidate.event === event && matches(JSON.parse(candidate.data)))!;
      stream.events.splice(stream.events.indexOf(found), 1);
      return JSON.parse(found.data) as unknown;
    },
    close: () => abort.abort(),
  };
  void read(response.body!, stream);
  return stream;
}

/** The stream, or a failure naming the refusal. */
export async function openSseStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const answer = await openSse(url, headers);
  if (!('events' in answer)) throw new Error(`refused: ${JSON.stringify(answer)}`);
  return answer;
}

async function read(body: ReadableStream<Uint8Array>, stream: SseStream): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const message: SseEvent = { id: undefined, event: 'message', data: '' };
        for (const line of buffer.slice(0, end).split('\n')) {
          if (line.startsWith(':')) stream.comments += 1;
          else if (line.startsWith('id: ')) message.id = line.slice(4);
          else if (line.startsWith('event: ')) message.event = line.slice(7);
          else if (line.startsWith('data: ')) message.data += line.slice(6);
        }
        buffer = buffer.slice(end + 2);
        if (message.id !== undefined) stream.lastId = message.id;
        if (message.data) stream.events.push(message);
      }
    }
  } catch {
    // Closed by the test.
  }
  stream.ended = true;
}

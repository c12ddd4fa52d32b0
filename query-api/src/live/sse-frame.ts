// Server-Sent Events frames (https://html.spec.whatwg.org/multipage/server-sent-events.html), written once per message
// and viewer kind and handed as the same bytes to every connection alike: with thousands of feeds, formatting per
// connection was most of the fan-out's work (query-api/src/live/README.md "Figures").
export interface SseMessage {
  id?: string;
  event: string;
  /** One line: JSON as JSON.stringify writes it has no line break. */
  data: string;
}

export function sseFrame({ id, event, data }: SseMessage): Buffer {
  return Buffer.from(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/**
 * A comment line; with an id, also the position the client resumes from (EventSource records an id even when no event
 * comes with it).
 */
export function heartbeatFrame(id: string | undefined): Buffer {
  return id === undefined ? HEARTBEAT : Buffer.from(`: heartbeat\nid: ${id}\n\n`);
}

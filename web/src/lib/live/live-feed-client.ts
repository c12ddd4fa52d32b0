// One change feed per tab (docs/architecture.md "Live change feed"): the browser's own EventSource on `GET /api/live`,
// which reconnects by itself with `Last-Event-ID`, so the server replays what this tab missed or tells it to refetch.
// Each message is parsed with the contract's schemas; a message that does not parse says something changed without
// saying what, so it is read as "refetch everything".
// A message's position is remembered as a write's is (lib/event-position.ts), so the reads it sets off wait until the
// query API's in-memory indexes (the marketplace's, the admin's ideas) have taken it in: the feed's position is that of
// the read models, which those indexes follow a little later.
import type { z } from 'zod';
import { LIVE_EVENTS, liveApi, liveChangesSchema, liveReadySchema, liveRefetchSchema, type LiveChange } from '@app/domain/live/live-api';
import { rememberEventPosition } from '../event-position';
import { setLiveStatus } from './live-status';

export interface LiveFeedHandlers {
  /** Entities that changed, with the read models each touched. */
  changed: (changes: readonly LiveChange[]) => void;
  /** The feed cannot tell what changed (too much at once, or a gap it cannot replay): read everything afresh. */
  refetchAll: () => void;
}

/**
 * A refused connection (a 429 past the feed limits, a 5xx) makes EventSource give up for good; a new one is opened after
 * this long, beyond the `Retry-After` the feed answers a 429 with.
 */
const REOPEN_AFTER_MS = 30_000;

/**
 * Opens the feed; the returned function closes it. `resuming`: this tab had a feed before (a session change replaced
 * it), so what changed in between is unknown and everything is read afresh once the new one is ready. A new
 * EventSource cannot send the old one's `Last-Event-ID`, so the same holds when a refused connection is reopened.
 */
export function openLiveFeed(handlers: LiveFeedHandlers, resuming: boolean): () => void {
  let source: EventSource;
  let missed = resuming;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const listen = <T>(target: EventSource, event: string, schema: z.ZodType<T>, onMessage: (message: T) => void) =>
    target.addEventListener(event, (message) => {
      const parsed = schema.safeParse(parseJson((message as MessageEvent<string>).data));
      if (parsed.success) onMessage(parsed.data);
      else handlers.refetchAll();
    });

  const open = () => {
    const current = new EventSource(liveApi.feed.path);
    source = current;
    current.addEventListener('open', () => setLiveStatus('open'));
    current.addEventListener('error', () => {
      setLiveStatus('reconnecting');
      if (current.readyState !== EventSource.CLOSED) return;
      missed = true;
      reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
    });
    listen(current, LIVE_EVENTS.ready, liveReadySchema, () => {
      if (!missed) return;
      missed = false;
      handlers.refetchAll();
    });
    listen(current, LIVE_EVENTS.changes, liveChangesSchema, ({ position, changes }) => {
      rememberEventPosition(position);
      handlers.changed(changes);
    });
    listen(current, LIVE_EVENTS.refetch, liveRefetchSchema, ({ position }) => {
      rememberEventPosition(position);
      handlers.refetchAll();
    });
  };

  open();
  return () => {
    clearTimeout(reopenTimer);
    source.close();
  };
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

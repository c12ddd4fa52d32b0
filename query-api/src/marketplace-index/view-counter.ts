// Views for the Most Popular sort (docs/decisions.md "Views") and shares for momentum, counted without a write on the
// read's path: GET /api/ideas/{id} (a view) and GET /api/ideas/{id}/hash (a share link given out) add to maps in memory,
// and every few seconds one IdeaViewsRecorded event carries both to the event store (stream `idea-views`, any
// revision), then on to the catalog and momentum projections like any other event. What a crash loses is the last few
// seconds' counts, acceptable for a popularity order and a trend.
import { IDEA_VIEWS_STREAM, type IdeaViewsRecorded } from '@app/domain/ideas/idea-events';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore } from '@app/infra/event-store/event-store';
import { formatPosition } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';

export interface ViewCounter {
  count(ideaId: number): void;
  countShare(ideaId: number): void;
  /** Appends what was counted since the last flush (nothing when nothing was); resolves once it is stored. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
}

export interface ViewCounterOptions {
  eventStore: EventStore;
  bus: Bus;
  /** Default 3 s. */
  intervalMs?: number;
  log?: { error(fields: object, message: string): void };
}

export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  let counts = new Map<number, number>();
  let shares = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();
  const byId = (batch: Map<number, number>) => Object.fromEntries([...batch].map(([ideaId, count]) => [String(ideaId), count]));
  const add = (into: Map<number, number>, ideaId: number, count: number) => into.set(ideaId, (into.get(ideaId) ?? 0) + count);

  async function append(views: Map<number, number>, shared: Map<number, number>): Promise<void> {
    const at = new Date().toISOString();
    const id = uuidv7();
    const data: IdeaViewsRecorded['data'] = { counts: byId(views), shares: byId(shared), at };
    try {
      const result = await options.eventStore.append(
        IDEA_VIEWS_STREAM,
        [
          {
            id,
            type: 'IdeaViewsRecorded',
            data,
            metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at, schemaVersion: currentSchemaVersion('IdeaViewsRecorded') },
          },
        ],
        { expectedRevision: 'any' },
      );
      options.bus.publish('events.appended', formatPosition(result.position));
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const [ideaId, count] of views) add(counts, ideaId, count);
      for (const [ideaId, count] of shared) add(shares, ideaId, count);
      throw error;
    }
  }

  function flush(): Promise<void> {
    // One append at a time, in order.
    flushing = flushing
      .catch(() => undefined)
      .then(() => {
        if (counts.size === 0 && shares.size === 0) return;
        const batch = [counts, shares] as const;
        counts = new Map();
        shares = new Map();
        return append(...batch);
      });
    return flushing;
  }

  const timer = setInterval(() => {
    flush().catch((error: unknown) => options.log?.error({ err: error }, 'recording idea views failed'));
  }, options.intervalMs ?? 3000);
  timer.unref();

  return {
    count(ideaId) {
      add(counts, ideaId, 1);
    },
    countShare(ideaId) {
      add(shares, ideaId, 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

// subscribeToAll for every adapter: read $all in pages by position (the source of truth), say when caught up, then
// sleep until something wakes the loop. Wake-ups only cut latency; a slow poll covers any that get lost.
import type { ReadAllOptions, ReadAllPage, SubscribeOptions, SubscriptionItem } from './event-store';
import { comparePositions, type Position } from './position';
import { DEFAULT_PAGE_SIZE } from './read-all-page';

export interface WakeUpSource {
  /** Calls `onWake` whenever new events may be readable; returns the function that stops it. */
  subscribe(onWake: () => void): () => void;
}

export interface CatchUpPage extends ReadAllPage {
  /**
   * Committed events exist that are not readable yet: Postgres shows a commit only once every older transaction has
   * ended, and nothing announces that moment, so the loop reads again soon instead of sleeping.
   */
  waiting?: boolean;
}

export interface CatchUpDependencies {
  readAll(options: ReadAllOptions): Promise<CatchUpPage>;
  /** The adapter's own wake-ups (LISTEN, a live server subscription, ...). */
  wakeUps: WakeUpSource;
  pollIntervalMs?: number;
}

const DEFAULT_POLL_INTERVAL_MS = 1000;
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 50;

export async function* catchUpSubscription(
  dependencies: CatchUpDependencies,
  options: SubscribeOptions = {},
): AsyncGenerator<SubscriptionItem, void, undefined> {
  const { signal, eventTypes } = options;
  const limit = options.batchSize ?? DEFAULT_PAGE_SIZE;
  const pollIntervalMs = dependencies.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const alarm = new WakeUpAlarm();
  const wake = (): void => alarm.ring();
  const stops = [dependencies.wakeUps, options.wakeUps].map((source) => source?.subscribe(wake));
  signal?.addEventListener('abort', wake);
  try {
    let after = options.after;
    let announced: { position: Position | undefined } | undefined;
    let retryMs = 0;
    while (!signal?.aborted) {
      // Anything that rings from here on may have committed after this read's snapshot: read again.
      alarm.reset();
      const page = await dependencies.readAll({ after, limit, eventTypes });
      if (signal?.aborted) return;
      if (page.next) {
        if (page.events.length > 0) yield { kind: 'events', events: page.events, next: page.next };
        after = page.next;
      }
      if (!page.atEnd) continue;
      if (!announced || !samePosition(announced.position, after)) {
        announced = { position: after };
        yield { kind: 'caught-up', position: after };
      }
      retryMs = page.waiting ? Math.min(Math.max(retryMs * 2, FIRST_RETRY_MS), MAX_RETRY_MS) : 0;
      await alarm.wait(retryMs || pollIntervalMs);
    }
  } finally {
    signal?.removeEventListener('abort', wake);
    for (const stop of stops) stop?.();
  }
}

function samePosition(a: Position | undefined, b: Position | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && comparePositions(a, b) === 0);
}

/** A latch: a ring before `wait` is not lost, and `wait` also ends after a timeout (the slow poll). */
class WakeUpAlarm {
  private rung = false;
  private release: (() => void) | undefined;

  ring(): void {
    this.rung = true;
    this.release?.();
  }

  reset(): void {
    this.rung = false;
  }

  wait(timeoutMs: number): Promise<void> {
    if (this.rung) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.release?.(), timeoutMs);
      this.release = () => {
        clearTimeout(timer);
        this.release = undefined;
        resolve();
      };
    });
  }
}

// LISTEN/NOTIFY as wake-ups only (docs/architecture.md "Event store"): subscribers re-read by position when woken, and
// poll slowly anyway, so a lost notification costs latency, never events.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { WakeUpSource } from '../catch-up-subscription';

export const WAKE_UP_CHANNEL = 'event_store_appended';

/** The payload names the store that appended, so it can ignore the echo of its own wake-ups. */
export function notifyQuery(origin = ''): pg.QueryConfig {
  return { text: 'SELECT pg_notify($1, $2)', values: [WAKE_UP_CHANNEL, origin] };
}

const RELISTEN_DELAY_MS = 1000;
// Other processes hear of new events at most this much later, and a busy writer sends at most ~100 NOTIFYs a second.
const NOTIFY_INTERVAL_MS = 10;

export class PostgresWakeUps implements WakeUpSource {
  private readonly listeners = new Set<() => void>();
  private listenClient: pg.Client | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private readonly closing = new Set<Promise<void>>();
  private notifying: Promise<void> | undefined;
  private notifyTimer: NodeJS.Timeout | undefined;
  private notifyPending = false;
  private lastNotifyAt = Number.NEGATIVE_INFINITY;
  private readonly origin = randomUUID();

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Call after an append committed: wakes this process's subscribers at once and every other process through
   * NOTIFY. One NOTIFY at a time and at most one per interval: appends that finish meanwhile share the next one.
   */
  announce(): void {
    this.wakeAll();
    this.notifyPending = true;
    if (!this.notifying && !this.notifyTimer) this.scheduleNotify();
  }

  subscribe(onWake: () => void): () => void {
    this.listeners.add(onWake);
    if (this.listeners.size === 1) this.listen();
    return () => {
      this.listeners.delete(onWake);
      if (this.listeners.size === 0) this.unlisten();
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.unlisten();
    this.notifyPending = false;
    clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    await this.notifying;
    await Promise.all(this.closing);
  }

  private scheduleNotify(): void {
    const delay = this.lastNotifyAt + NOTIFY_INTERVAL_MS - Date.now();
    if (delay > 0) {
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = undefined;
        this.notify();
      }, delay);
    } else {
      this.notify();
    }
  }

  private notify(): void {
    this.notifyPending = false;
    this.lastNotifyAt = Date.now();
    this.notifying = this.pool
      .query(notifyQuery(this.origin))
      // Best effort by design: the subscribers' poll picks up what a lost NOTIFY would have announced.
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.notifying = undefined;
        if (this.notifyPending) this.scheduleNotify();
      });
  }

  private wakeAll(): void {
    for (const listener of this.listeners) listener();
  }

  // One dedicated connection per store, shared by all its subscriptions, outside the pool so it never starves it.
  private listen(): void {
    const client = new pg.Client(this.pool.options);
    this.listenClient = client;
    // This store's own appends woke its subscribers already, without the round trip.
    client.on('notification', ({ payload }) => {
      if (payload !== this.origin) this.wakeAll();
    });
    client.on('error', () => this.replaceListener(client));
    client.on('end', () => this.replaceListener(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${WAKE_UP_CHANNEL}`))
      // Events committed while the connection was being set up announced themselves to nobody.
      .then(() => this.wakeAll())
      .catch(() => this.replaceListener(client));
  }

  private replaceListener(client: pg.Client): void {
    if (this.listenClient !== client) return;
    this.unlisten();
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      if (this.listeners.size > 0) this.listen();
    }, RELISTEN_DELAY_MS);
  }

  private unlisten(): void {
    clearTimeout(this.relistenTimer);
    this.relistenTimer = undefined;
    const client = this.listenClient;
    if (!client) return;
    this.listenClient = undefined;
    const ended = client.end().catch(() => undefined);
    this.closing.add(ended);
    void ended.finally(() => this.closing.delete(ended));
  }
}

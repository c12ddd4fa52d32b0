// The work-queue port: the items of the admin's long AI jobs (one idea, one document) handed to competing handlers in
// every worker process. Delivery is at least once: an item whose handler throws, or whose process dies, is delivered
// again, so handlers must be idempotent. The event store stays the truth (README.md).

export interface WorkItem {
  jobId: string;
  itemKey: string;
}

export interface ItemDelivery {
  item: WorkItem;
  /** How many times this item has been delivered (1 the first time). */
  attempt: number;
  /** Tell the queue the handler is still working (extends the ack deadline), for items that take long. */
  working(): void;
}

export type ItemHandler = (delivery: ItemDelivery) => Promise<void>;

export interface WorkQueue {
  readonly kind: 'in-process' | 'nats';
  /**
   * Durable once resolved (JetStream: published with the stream's ack). An item enqueued again within the duplicate
   * window (same `${jobId}/${itemKey}`) is dropped.
   */
  enqueue(items: readonly WorkItem[]): Promise<void>;
  /**
   * Starts `concurrency` competing handlers in this process. A handler that resolves acks its item; one that throws
   * gets it redelivered later (with a backoff); a process that dies leaves its unacked items to be redelivered to
   * another consumer after the ack wait. Returns a stop function that stops taking new items and waits for the
   * running handlers (bounded).
   */
  consume(handler: ItemHandler, options: { concurrency: number }): Promise<() => Promise<void>>;
  /** Stops every consumer of this queue (as their stop functions do), then lets go of its resources. */
  close(): Promise<void>;
}

/** Settings both adapters share. */
export interface WorkQueueOptions {
  /** A repeat of an item enqueued less than this long ago is dropped (default 2 min, JetStream's own default). */
  duplicateWindowMs?: number;
  /** Waits before redelivering an item whose handler threw: the n-th failure waits the n-th entry, then the last. */
  retryBackoffMs?: readonly number[];
  /** How long stopping waits for the running handlers (default 30 s). */
  stopTimeoutMs?: number;
  /** Where retries and lost acks are reported (default console.warn). */
  log?: (line: string) => void;
}

export const DEFAULT_DUPLICATE_WINDOW_MS = 120_000;
/** Long enough for one AI call (AI_TIMEOUT_MS, 60 s) that does not report `working()`. */
export const DEFAULT_ACK_WAIT_MS = 60_000;
/** A short first wait absorbs a hiccup (a database failover); the longer ones leave a struggling provider alone. */
export const DEFAULT_RETRY_BACKOFF_MS: readonly number[] = [1_000, 5_000, 30_000, 60_000];
export const DEFAULT_STOP_TIMEOUT_MS = 30_000;

/** The item's identity on the queue: its deduplication key. */
export function itemId(item: WorkItem): string {
  return `${item.jobId}/${item.itemKey}`;
}

/** The wait before redelivering an item that failed on `attempt` (1-based). */
export function retryDelayMs(backoffMs: readonly number[], attempt: number): number {
  return backoffMs[Math.min(attempt, backoffMs.length) - 1] ?? 0;
}

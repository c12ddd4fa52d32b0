// The consuming side both adapters share: `concurrency` loops that each take one item, run the handler, then ack the
// item or hand it back for a later delivery. A loop takes an item only when it is free, so a process never holds items
// it is not working on (on JetStream they would sit out the ack wait there while another process is idle).
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_RETRY_BACKOFF_MS,
  DEFAULT_STOP_TIMEOUT_MS,
  itemId,
  retryDelayMs,
  type ItemDelivery,
  type ItemHandler,
  type WorkQueueOptions,
} from './work-queue';

export interface TakenItem {
  delivery: ItemDelivery;
  ack: () => Promise<void>;
  /** Hands the item back, to be delivered again after `delayMs`. */
  retryLater: (delayMs: number) => void;
}

/** The next item; undefined when none came for a while, or once `signal` aborted. */
export type TakeItem = (signal: AbortSignal) => Promise<TakenItem | undefined>;

interface WorkerLoopSettings {
  concurrency: number;
  handler: ItemHandler;
  take: TakeItem;
  retryBackoffMs: readonly number[];
  stopTimeoutMs: number;
  log: (line: string) => void;
}

const TAKE_RETRY_MS = 1_000;

/** Starts the loops; the function returned stops taking items and waits (bounded) for the running handlers. */
function startWorkerLoops(settings: WorkerLoopSettings): () => Promise<void> {
  const stopping = new AbortController();
  const { log } = settings;

  async function settle({ delivery, ack, retryLater }: TakenItem): Promise<void> {
    const id = itemId(delivery.item);
    try {
      await settings.handler(delivery);
    } catch (error) {
      const delayMs = retryDelayMs(settings.retryBackoffMs, delivery.attempt);
      log(`work-queue: ${id} failed on attempt ${delivery.attempt}, delivered again in ${delayMs} ms: ${describe(error)}`);
      try {
        retryLater(delayMs);
      } catch (retryError) {
        log(`work-queue: could not hand ${id} back (${describe(retryError)}); it comes back after the ack wait`);
      }
      return;
    }
    try {
      await ack();
    } catch (error) {
      log(`work-queue: the ack of ${id} was lost (${describe(error)}); it will be delivered again`);
    }
  }

  async function loop(): Promise<void> {
    let failing = false;
    while (!stopping.signal.aborted) {
      let taken: TakenItem | undefined;
      try {
        taken = await settings.take(stopping.signal);
        failing = false;
      } catch (error) {
        // Mostly a lost connection, which comes back by itself: take again after a pause, and say so once.
        if (!failing) log(`work-queue: cannot take items (${describe(error)}); trying again every ${TAKE_RETRY_MS} ms`);
        failing = true;
        await sleep(TAKE_RETRY_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
        continue;
      }
      if (taken) await settle(taken);
    }
  }

  const loops = Array.from({ length: settings.concurrency }, () => loop());
  return async () => {
    stopping.abort();
    const patience = new AbortController();
    const givenUp = sleep(settings.stopTimeoutMs, undefined, { signal: patience.signal }).catch(() => undefined);
    await Promise.race([Promise.all(loops), givenUp]);
    patience.abort();
  };
}

/** The consumers a queue started, so that closing the queue stops every one of them. */
export interface ConsumerRegistry {
  start(handler: ItemHandler, concurrency: number, take: TakeItem): () => Promise<void>;
  stopAll(): Promise<void>;
}

export function consumerRegistry(options: WorkQueueOptions): ConsumerRegistry {
  const running = new Set<() => Promise<void>>();
  return {
    start(handler, concurrency, take) {
      const stopLoops = startWorkerLoops({
        concurrency,
        handler,
        take,
        retryBackoffMs: options.retryBackoffMs ?? DEFAULT_RETRY_BACKOFF_MS,
        stopTimeoutMs: options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS,
        log: options.log ?? console.warn,
      });
      const stop = async () => {
        running.delete(stop);
        await stopLoops();
      };
      running.add(stop);
      return stop;
    },
    async stopAll() {
      await Promise.all([...running].map((stop) => stop()));
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

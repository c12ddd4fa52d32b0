// The work queue when the job workers share one process with the command API (`npm start`, no NATS_URL): items wait
// in memory. A crash loses them, which the event store makes good: every worker start enqueues the open items of the
// running jobs again. Nothing here can die without the queue dying too, so there is no ack wait, and `working()` has
// nothing to extend.
import { DEFAULT_DUPLICATE_WINDOW_MS, itemId, type WorkItem, type WorkQueue, type WorkQueueOptions } from './work-queue';
import { consumerRegistry, type TakenItem } from './worker-loops';

interface Pending {
  item: WorkItem;
  attempt: number;
}

export function createInProcessWorkQueue(options: WorkQueueOptions = {}): WorkQueue {
  const duplicateWindowMs = options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS;
  const ready: Pending[] = [];
  /** Free handlers waiting for an item, first come first served. */
  const takers: ((pending: Pending) => void)[] = [];
  /** When each item was last enqueued, oldest first: the duplicate window. */
  const enqueuedAt = new Map<string, number>();
  const retryTimers = new Set<NodeJS.Timeout>();
  const consumers = consumerRegistry(options);

  function offer(pending: Pending): void {
    const taker = takers.shift();
    if (taker) taker(pending);
    else ready.push(pending);
  }

  function isRepeat(id: string, now: number): boolean {
    for (const [key, at] of enqueuedAt) {
      if (now - at < duplicateWindowMs) break;
      enqueuedAt.delete(key);
    }
    if (enqueuedAt.has(id)) return true;
    enqueuedAt.set(id, now);
    return false;
  }

  function taken({ item, attempt }: Pending): TakenItem {
    return {
      delivery: { item, attempt, working: () => undefined },
      ack: () => Promise.resolve(),
      retryLater(delayMs) {
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          offer({ item, attempt: attempt + 1 });
        }, delayMs);
        retryTimers.add(timer);
      },
    };
  }

  function take(signal: AbortSignal): Promise<TakenItem | undefined> {
    const next = ready.shift();
    if (next) return Promise.resolve(taken(next));
    return new Promise((resolve) => {
      const taker = (pending: Pending) => {
        signal.removeEventListener('abort', stopWaiting);
        resolve(taken(pending));
      };
      const stopWaiting = () => {
        takers.splice(takers.indexOf(taker), 1);
        resolve(undefined);
      };
      takers.push(taker);
      signal.addEventListener('abort', stopWaiting, { once: true });
    });
  }

  return {
    kind: 'in-process',
    enqueue(items) {
      const now = Date.now();
      for (const item of items) if (!isRepeat(itemId(item), now)) offer({ item, attempt: 1 });
      return Promise.resolve();
    },
    consume(handler, { concurrency }) {
      return Promise.resolve(consumers.start(handler, concurrency, take));
    },
    async close() {
      await consumers.stopAll();
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      ready.length = 0;
    },
  };
}

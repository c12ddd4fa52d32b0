// Fills a store fast for the read-side benchmarks: big multi-event appends (one new stream each) from a few
// concurrent loaders. Bounded by the event count, a deadline and the abort signal.
import type { EventStore } from '@app/infra/event-store/event-store';
import { benchEvents } from './bench-events';
import { shouldStop } from './bench-main';

export interface BulkLoadOptions {
  total: number;
  eventsPerAppend: number;
  loaders: number;
  timeLimitMs: number;
  signal: AbortSignal;
}

export interface BulkLoadResult {
  events: number;
  streams: number;
  elapsedMs: number;
}

export async function bulkLoad(store: EventStore, options: BulkLoadOptions): Promise<BulkLoadResult> {
  const appends = Math.ceil(options.total / options.eventsPerAppend);
  const started = performance.now();
  const deadline = started + options.timeLimitMs;
  let next = 0;
  let events = 0;
  let reported = started;
  await Promise.all(
    Array.from({ length: options.loaders }, async () => {
      while (next < appends && !shouldStop(options.signal, deadline)) {
        const index = next++;
        const count = Math.min(options.eventsPerAppend, options.total - index * options.eventsPerAppend);
        await store.append(`counter-load${index}`, benchEvents(count), { expectedRevision: 'no_stream' });
        events += count;
        if (performance.now() - reported > 5000) {
          reported = performance.now();
          console.log(`  loaded ${events.toLocaleString('en-US')} events...`);
        }
      }
    }),
  );
  if (events < options.total) throw new Error(`bulk load stopped after ${events} of ${options.total} events`);
  return { events, streams: appends, elapsedMs: performance.now() - started };
}

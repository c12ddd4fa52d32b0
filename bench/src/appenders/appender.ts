// One way of appending single events with optimistic concurrency, so the append benchmark can drive our store, the
// raw-SQL baselines and Emmett with exactly the same workload.
import type { BenchEvent } from '../bench-events';

export interface Appender {
  /**
   * Appends `event` to `stream`, which the caller knows to hold `eventsInStream` events (0: the stream is new). The
   * expectation is checked by the store: a clash throws.
   */
  append(stream: string, eventsInStream: number, event: BenchEvent): Promise<void>;
  close(): Promise<void>;
}

export interface AppenderKind {
  /** Short name for the reports. */
  name: string;
  /** Prepares an empty database (schema) and opens a pool of `poolSize` connections. */
  open(databaseUrl: string, poolSize: number): Promise<Appender>;
}

export class ConcurrencyClash extends Error {
  constructor(stream: string, eventsInStream: number) {
    super(`append to ${stream}: expected ${eventsInStream} events, found another number`);
  }
}

// The event every store benchmark writes: a `CounterIncremented` of about 280 bytes of JSON (data and metadata),
// the size ENVIRONMENT.md's machine limits were measured with.
import type { EventMetadata, NewEvent } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';

export const BENCH_EVENT_TYPE = 'CounterIncremented';

// A type alias, not an interface: Emmett wants event data assignable to Record<string, unknown>.
export type BenchEventData = { by: number; note: string };

export interface BenchEvent {
  id: string;
  type: typeof BENCH_EVENT_TYPE;
  data: BenchEventData;
  metadata: EventMetadata;
}

const USER_ID = uuidv7();

export function benchEvent(now = Date.now()): BenchEvent {
  const id = uuidv7(now);
  return {
    id,
    type: BENCH_EVENT_TYPE,
    data: { by: 1, note: 'benchmark counter increment' },
    metadata: { userId: USER_ID, commandId: id, correlationId: id, causationId: id, at: new Date(now).toISOString() },
  };
}

export function benchEvents(count: number): NewEvent[] {
  const now = Date.now();
  return Array.from({ length: count }, () => benchEvent(now));
}

/** Bytes of JSON in one event's data and metadata (printed next to the figures). */
export function benchEventBytes(): number {
  const event = benchEvent();
  return JSON.stringify(event.data).length + JSON.stringify(event.metadata).length;
}

// Checks shared by every adapter, so a bad append fails the same way whichever store is behind the port.
import type { EventMetadata, NewEvent } from './event-store';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws for what is a programming error rather than a business outcome. */
export function assertAppendable(events: readonly NewEvent[]): void {
  if (events.length === 0) throw new RangeError('append needs at least one event');
  const ids = new Set<string>();
  for (const event of events) {
    if (!UUID_PATTERN.test(event.id)) throw new TypeError(`event id ${event.id} is not a UUID`);
    const id = event.id.toLowerCase();
    if (ids.has(id)) throw new RangeError(`event id ${event.id} appears twice in one append`);
    ids.add(id);
  }
}

/**
 * Payload shapes are versioned through `metadata.schemaVersion` (docs/architecture.md "Event store") so upcasters in
 * `domain` can recognise old shapes; an event written without one is version 1.
 */
export function schemaVersionOf(metadata: EventMetadata): number {
  const version: unknown = metadata.schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : 1;
}

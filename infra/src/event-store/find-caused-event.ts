// Exactly-once work over at-least-once delivery: a job's item writes its effect (an idea, a document) with the item
// as the causation, then records its outcome on the job. When a worker dies between the two, the item is delivered
// again and must not write a second effect; the effect's own event is the proof that it was written, and it carries
// what the outcome records (the AI's generation). A fold sees no metadata, so this reads the stream itself.
import { upcast } from '@app/domain/shared/upcasters';
import { StreamNotFound } from './errors';
import type { EventStore, RecordedEvent } from './event-store';

/** The newest event of `streamId` that a command caused by `causationId` wrote, of one of `types`; undefined if none. */
export async function findCausedEvent(
  eventStore: EventStore,
  streamId: string,
  causationId: string,
  types: readonly string[],
): Promise<RecordedEvent | undefined> {
  let recorded: RecordedEvent[];
  try {
    recorded = await eventStore.readStream(streamId, { direction: 'backwards' });
  } catch (error) {
    if (error instanceof StreamNotFound) return undefined;
    throw error;
  }
  const found = recorded.find((event) => event.metadata.causationId === causationId && types.includes(event.type));
  return found && upcast(found);
}

// The system prompts in force: the built-in defaults with the admins' edits (PromptsUpdated events on the `prompts`
// stream) applied. Read from the event store on each generation: the stream is a handful of events, and a generation
// takes seconds anyway, so an edit applies to the very next generation without any cache to invalidate.
import { PROMPTS_EVENT_TYPES, PROMPTS_STREAM_ID, promptsFrom, type PromptsEvent, type SystemPrompts } from '@app/domain/prompts/prompts-events';
import { upcast } from '@app/domain/shared/upcasters';
import { StreamNotFound } from '../event-store/errors';
import type { EventStore, RecordedEvent } from '../event-store/event-store';

export async function loadPrompts(eventStore: EventStore): Promise<SystemPrompts> {
  let recorded: RecordedEvent[];
  try {
    recorded = await eventStore.readStream(PROMPTS_STREAM_ID);
  } catch (error) {
    if (error instanceof StreamNotFound) return promptsFrom([]);
    throw error;
  }
  const known = new Set<string>(PROMPTS_EVENT_TYPES);
  return promptsFrom(recorded.filter((event) => known.has(event.type)).map((event) => upcast(event) as unknown as PromptsEvent));
}

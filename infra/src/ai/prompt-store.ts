// The system prompts in force: the built-in defaults with the admins' edits (PromptsUpdated events on the `prompts`
// stream) applied. Read from the event store on each generation: the stream is a handful of events, and a generation
// takes seconds anyway, so an edit applies to the very next generation without any cache to invalidate.
import { DEFAULT_PROMPTS } from '@app/domain/prompts/default-prompts';
import { evolvePrompts, PROMPTS_EVENT_TYPES, PROMPTS_STREAM_ID, type PromptsEvent, type SystemPrompts } from '@app/domain/prompts/prompts-events';
import type { EventStore } from '../event-store/event-store';
import { loadAggregate } from '../event-store/load-aggregate';
import { scoringPromptHash } from './scoring-hashes';

const KNOWN_EVENT_TYPES = new Set<string>(PROMPTS_EVENT_TYPES);

/** The stream folded over the defaults; event types this version does not know are skipped. */
const promptsInForce = {
  initialState: (): SystemPrompts => DEFAULT_PROMPTS,
  evolve: (prompts: SystemPrompts, event: PromptsEvent) => (KNOWN_EVENT_TYPES.has(event.type) ? evolvePrompts(prompts, event) : prompts),
};

export async function loadPrompts(eventStore: EventStore): Promise<SystemPrompts> {
  return (await loadAggregate(eventStore, PROMPTS_STREAM_ID, promptsInForce)).state;
}

/**
 * The scoring prompt whose hash a rubric version names (null: version 1, the default prompt), among the default and
 * every saved edit: a draft is scored by its own text even after the prompt changed again.
 */
export async function loadScoringPrompt(eventStore: EventStore, promptHash: string | null): Promise<string | undefined> {
  const initial = DEFAULT_PROMPTS.SCORING.content;
  if (promptHash === null) return initial;
  const { state } = await loadAggregate(eventStore, PROMPTS_STREAM_ID, {
    initialState: (): string[] => [initial],
    evolve: (contents: string[], event: PromptsEvent) => {
      const content = KNOWN_EVENT_TYPES.has(event.type) ? event.data.prompts.SCORING?.content : undefined;
      return content === undefined ? contents : [...contents, content];
    },
  });
  return state.findLast((content) => scoringPromptHash(content) === promptHash);
}

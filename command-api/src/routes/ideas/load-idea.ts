// An idea's current state read straight from its stream, for decisions that span aggregates (a trend may link only
// Published ideas) and for answers that show more than the command's own result.
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId, type IdeaEvent } from '@app/domain/ideas/idea-events';
import type { IdeaState } from '@app/domain/ideas/idea-state';
import { upcast } from '@app/domain/shared/upcasters';
import type { EventStore } from '@app/infra/event-store/event-store';
import { StreamNotFound } from '@app/infra/event-store/errors';

export async function loadIdea(eventStore: EventStore, ideaId: number): Promise<IdeaState> {
  try {
    const events = await eventStore.readStream(ideaStreamId(ideaId));
    return events.reduce((state, event) => ideaDecider.evolve(state, upcast(event) as unknown as IdeaEvent), ideaDecider.initialState());
  } catch (error) {
    if (error instanceof StreamNotFound) return ideaDecider.initialState();
    throw error;
  }
}

/** Linkable to a trend: a Published idea that is not deleted. */
export function isPublishedIdea(state: IdeaState): boolean {
  return state.status === 'existing' && !state.deleted && state.publication === 'Published';
}

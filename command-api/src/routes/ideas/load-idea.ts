// An idea's current state read straight from its stream, for decisions that span aggregates (a trend may link only
// Published ideas) and for answers that show more than the command's own result.
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { IdeaState } from '@app/domain/ideas/idea-state';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';

export async function loadIdea(eventStore: EventStore, ideaId: number): Promise<IdeaState> {
  return (await loadAggregate(eventStore, ideaStreamId(ideaId), ideaDecider)).state;
}

/** Linkable to a trend: a Published idea that is not deleted. */
export function isPublishedIdea(state: IdeaState): boolean {
  return state.status === 'existing' && !state.deleted && state.publication === 'Published';
}

// Links live in the trend's stream; whether an idea may be linked (Published, not deleted) is read from the idea's
// own stream and handed to the trend's decider.
import type { TrendIdeasLinked } from '@app/domain/trends/trend-events';
import type { TrendLinkView } from '@app/domain/trends/trend-view';
import type { EventStore } from '@app/infra/event-store/event-store';
import { mapBounded } from '../ideas/bounded-map';
import { isPublishedIdea, loadIdea } from '../ideas/load-idea';

/** Idea streams read at once while checking a batch. */
const PARALLEL_READS = 16;

/** Which of the ids are Published, live ideas, read from their streams. */
export async function publishedAmong(eventStore: EventStore, ideaIds: readonly number[]): Promise<number[]> {
  const states = await mapBounded(ideaIds, PARALLEL_READS, (ideaId) => loadIdea(eventStore, ideaId));
  return ideaIds.filter((_, index) => isPublishedIdea(states[index]!));
}

/** The links a LinkIdeas decision recorded, as the API answers them. */
export function linksOf(events: readonly { type: string; data: unknown }[]): TrendLinkView[] {
  return events
    .filter((event): event is TrendIdeasLinked => event.type === 'TrendIdeasLinked')
    .flatMap(({ data }) => data.ideaIds.map((ideaId) => ({ trendId: data.trendId, ideaId, createdAt: data.at })));
}

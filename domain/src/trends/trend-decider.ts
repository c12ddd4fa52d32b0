// Decisions of the trend aggregate. Only ADMIN curates trends (docs/product.md "Admin: Trends"). Whether an idea is
// Published is read by the caller from the ideas' own streams and handed in: only Published ideas can be linked (and a
// batch's own new ideas, by the batch).
import type { Command, Decider } from '../shared/decider';
import { Conflict, NotFound, ValidationError } from '../shared/errors';
import { requireRole } from '../users/permissions';
import type { TrendEvent } from './trend-events';
import type { TrendSource, TrendType } from './trend-view';

export const TREND_NOT_FOUND = 'Trend not found';
export const NO_IDEAS_SELECTED = 'Please select at least one idea to add to the trend.';
export const IDEA_ALREADY_LINKED = 'Idea is already linked to this trend';
export const IDEA_NOT_LINKED = 'Idea is not linked to this trend';
export const onlyPublishedIdeas = (ideaIds: number[]) =>
  `Only published ideas can be linked to a trend (not published: ${ideaIds.join(', ')})`;

export type CreateTrend = Command<
  'CreateTrend',
  { trendId: number; title: string; description: string; type: TrendType; source: TrendSource; createdAt?: Date }
>;
/**
 * `linkableIdeaIds`: which of `ideaIds` may be linked, as the caller found them: Published live ideas, or the new
 * ideas of an admin's batch generated for this very trend (they are linked as they are made, and show in the trend
 * once published).
 */
export type LinkIdeas = Command<'LinkIdeas', { ideaIds: number[]; linkableIdeaIds: number[]; single: boolean }>;
export type UnlinkIdea = Command<'UnlinkIdea', { ideaId: number }>;
export type DeleteTrend = Command<'DeleteTrend', Record<string, never>>;
export type TrendCommand = CreateTrend | LinkIdeas | UnlinkIdea | DeleteTrend;

export type TrendState = { status: 'new' } | { status: 'existing' | 'deleted'; trendId: number; ideaIds: ReadonlySet<number> };

export function evolveTrend(state: TrendState, event: TrendEvent): TrendState {
  switch (event.type) {
    case 'TrendCreated':
      return { status: 'existing', trendId: event.data.trendId, ideaIds: new Set() };
    case 'TrendIdeasLinked':
      return state.status === 'new' ? state : { ...state, ideaIds: new Set([...state.ideaIds, ...event.data.ideaIds]) };
    case 'TrendIdeaUnlinked': {
      if (state.status === 'new') return state;
      const ideaIds = new Set(state.ideaIds);
      ideaIds.delete(event.data.ideaId);
      return { ...state, ideaIds };
    }
    case 'TrendDeleted':
      return state.status === 'new' ? state : { ...state, status: 'deleted', ideaIds: new Set() };
  }
}

export function decideTrend(command: TrendCommand, state: TrendState): TrendEvent[] {
  requireRole(command.metadata.actor, 'ADMIN');
  const at = command.metadata.now.toISOString();
  if (command.type === 'CreateTrend') {
    if (state.status !== 'new') return [];
    const { createdAt, ...trend } = command.data;
    return [{ type: 'TrendCreated', data: { ...trend, createdAt: (createdAt ?? command.metadata.now).toISOString(), at } }];
  }
  if (state.status !== 'existing') {
    if (state.status === 'deleted' && command.type === 'DeleteTrend') return [];
    throw new NotFound(TREND_NOT_FOUND);
  }
  const { trendId } = state;
  switch (command.type) {
    case 'LinkIdeas': {
      const ideaIds = [...new Set(command.data.ideaIds)];
      if (ideaIds.length === 0) throw new ValidationError(NO_IDEAS_SELECTED);
      const linkable = new Set(command.data.linkableIdeaIds);
      const unpublished = ideaIds.filter((id) => !linkable.has(id));
      if (unpublished.length > 0) throw new ValidationError(onlyPublishedIdeas(unpublished));
      const fresh = ideaIds.filter((id) => !state.ideaIds.has(id));
      if (command.data.single && fresh.length === 0) throw new Conflict(IDEA_ALREADY_LINKED);
      return fresh.length === 0 ? [] : [{ type: 'TrendIdeasLinked', data: { trendId, ideaIds: fresh, at } }];
    }
    case 'UnlinkIdea':
      if (!state.ideaIds.has(command.data.ideaId)) throw new NotFound(IDEA_NOT_LINKED);
      return [{ type: 'TrendIdeaUnlinked', data: { trendId, ideaId: command.data.ideaId, at } }];
    case 'DeleteTrend':
      return [{ type: 'TrendDeleted', data: { trendId, at } }];
  }
}

export const trendDecider: Decider<TrendState, TrendCommand, TrendEvent> = {
  initialState: () => ({ status: 'new' }),
  evolve: evolveTrend,
  decide: decideTrend,
};

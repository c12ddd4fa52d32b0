// Events of the trend aggregate (stream `trend-<id>`): the trend and its links to ideas (docs/product.md "Data model").
// Times are ISO-8601.
import type { DomainEvent } from '../shared/decider';
import type { TrendSource, TrendType } from './trend-view';

export const trendStreamId = (trendId: number) => `trend-${trendId}`;

export type TrendCreated = DomainEvent<
  'TrendCreated',
  { trendId: number; title: string; description: string; type: TrendType; source: TrendSource; createdAt: string; at: string }
>;
export type TrendIdeasLinked = DomainEvent<'TrendIdeasLinked', { trendId: number; ideaIds: number[]; at: string }>;
export type TrendIdeaUnlinked = DomainEvent<'TrendIdeaUnlinked', { trendId: number; ideaId: number; at: string }>;
export type TrendDeleted = DomainEvent<'TrendDeleted', { trendId: number; at: string }>;

export type TrendEvent = TrendCreated | TrendIdeasLinked | TrendIdeaUnlinked | TrendDeleted;

export const TREND_EVENT_TYPES = ['TrendCreated', 'TrendIdeasLinked', 'TrendIdeaUnlinked', 'TrendDeleted'] as const satisfies readonly TrendEvent['type'][];

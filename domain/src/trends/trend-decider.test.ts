import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Conflict, Forbidden, NotFound, Unauthenticated, ValidationError } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { createTrendSchema, linkIdeasSchema } from './schemas';
import { IDEA_ALREADY_LINKED, IDEA_NOT_LINKED, NO_IDEAS_SELECTED, TREND_NOT_FOUND, trendDecider, type TrendCommand } from './trend-decider';
import type { TrendEvent } from './trend-events';

const given = deciderSpec(trendDecider);
const trendId = 3;
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const premium: Actor = { userId: '0197a1b2-0000-7000-8000-000000000002', role: 'PREMIUM', emailVerified: true };

function command<T extends TrendCommand['type']>(type: T, data: Extract<TrendCommand, { type: T }>['data'], actor: Actor | null = admin): TrendCommand {
  return { type, data, metadata: { actor, now } } as TrendCommand;
}

const trend = { trendId, title: 'Climate adaptation', description: 'Tools for a warmer world.', type: 'PROBLEM' as const, source: 'YC' as const };
const created: TrendEvent = { type: 'TrendCreated', data: { ...trend, createdAt: at, at } };
const linked = (...ideaIds: number[]): TrendEvent => ({ type: 'TrendIdeasLinked', data: { trendId, ideaIds, at } });
const link = (ideaIds: number[], linkableIdeaIds: number[] = ideaIds, single = false) => command('LinkIdeas', { ideaIds, linkableIdeaIds, single });

describe('CreateTrend', () => {
  it('records the trend, dated now or at the given time', () => {
    given([]).when(command('CreateTrend', trend)).then([created]);
    const createdAt = new Date('2026-11-20T00:00:00.000Z');
    given([]).when(command('CreateTrend', { ...trend, createdAt })).then([{ type: 'TrendCreated', data: { ...trend, createdAt: createdAt.toISOString(), at } }]);
  });

  it('records nothing when repeated', () => {
    given([created]).when(command('CreateTrend', trend)).then([]);
  });

  it('is for ADMIN only', () => {
    given([]).when(command('CreateTrend', trend, premium)).thenThrows(Forbidden, 'Admin access required');
    given([created]).when(link([1], [1], false)).then([linked(1)]);
    given([created]).when(command('DeleteTrend', {}, null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });
});

describe('LinkIdeas', () => {
  it('links Published ideas', () => {
    given([created]).when(link([5, 9])).then([linked(5, 9)]);
  });

  it('refuses ideas that are not Published, naming them', () => {
    given([created]).when(link([5, 9, 11], [9])).thenThrows(ValidationError, 'Only published ideas can be linked to a trend (not published: 5, 11)');
  });

  it('skips ideas already linked (and repeats in the request) in a batch', () => {
    given([created, linked(5)]).when(link([5, 9, 9])).then([linked(9)]);
    given([created, linked(5, 9)]).when(link([5, 9])).then([]);
  });

  it('refuses a single link that exists already', () => {
    given([created, linked(5)]).when(link([5], [5], true)).thenThrows(Conflict, IDEA_ALREADY_LINKED);
    given([created, linked(5)]).when(link([9], [9], true)).then([linked(9)]);
  });

  it('refuses an empty selection', () => {
    given([created]).when(link([])).thenThrows(ValidationError, NO_IDEAS_SELECTED);
  });

  it('refuses an unknown or deleted trend', () => {
    given([]).when(link([5])).thenThrows(NotFound, TREND_NOT_FOUND);
    given([created, { type: 'TrendDeleted', data: { trendId, at } }]).when(link([5])).thenThrows(NotFound, TREND_NOT_FOUND);
  });
});

describe('UnlinkIdea', () => {
  it('removes a link, which can then be made again', () => {
    const unlinked: TrendEvent = { type: 'TrendIdeaUnlinked', data: { trendId, ideaId: 5, at } };
    given([created, linked(5, 9)]).when(command('UnlinkIdea', { ideaId: 5 })).then([unlinked]);
    given([created, linked(5, 9), unlinked]).when(link([5], [5], true)).then([linked(5)]);
  });

  it('refuses an idea that is not linked', () => {
    given([created, linked(9)]).when(command('UnlinkIdea', { ideaId: 5 })).thenThrows(NotFound, IDEA_NOT_LINKED);
  });
});

describe('DeleteTrend', () => {
  const deleted: TrendEvent = { type: 'TrendDeleted', data: { trendId, at } };

  it('deletes the trend (its links go with it) and records nothing the second time', () => {
    given([created, linked(5)]).when(command('DeleteTrend', {})).then([deleted]);
    given([created, linked(5), deleted]).when(command('DeleteTrend', {})).then([]);
  });

  it('refuses an unknown trend', () => {
    given([]).when(command('DeleteTrend', {})).thenThrows(NotFound, TREND_NOT_FOUND);
  });
});

describe('trend inputs', () => {
  const message = (input: unknown) => createTrendSchema.safeParse(input).error?.issues[0]?.message;

  it('needs a type, a title and a description', () => {
    expect(message({ title: 'Climate', description: 'Warmer world' })).toBe('Trend type is required');
    expect(message({ description: 'Warmer world', type: 'RFI' })).toBe('Title and description are required');
    expect(message({ title: ' ', description: 'Warmer world', type: 'RFI' })).toBe('Title and description are required');
    expect(createTrendSchema.parse({ title: 'Climate', description: 'Warmer world', type: 'RFI' }).source).toBe('IdeaPlatform');
  });

  it('needs at least one idea to link', () => {
    expect(linkIdeasSchema.safeParse({ ideaIds: [] }).error?.issues[0]?.message).toBe(NO_IDEAS_SELECTED);
  });
});

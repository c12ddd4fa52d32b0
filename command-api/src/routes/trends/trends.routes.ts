// The admin's trend calls (spec 000 §7, 001 §7): create, link ideas (in a batch or one), unlink, delete. Links live
// in the trend's stream (`trend-<id>`); whether an idea may be linked (Published, not deleted) is read from the
// idea's own stream and handed to the trend's decider.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import type { Actor } from '@app/domain/shared/decider';
import { createTrendSchema, linkIdeaSchema, linkIdeasSchema } from '@app/domain/trends/schemas';
import { TREND_NOT_FOUND, trendDecider, type TrendCommand } from '@app/domain/trends/trend-decider';
import { trendStreamId, type TrendIdeasLinked } from '@app/domain/trends/trend-events';
import type { LinkIdeasResponse, TrendLinkView, TrendView } from '@app/domain/trends/trend-view';
import { requireRole } from '@app/domain/users/permissions';
import type { EventStore } from '@app/infra/event-store/event-store';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { mapBounded } from '../ideas/bounded-map';
import { isPublishedIdea, loadIdea } from '../ideas/load-idea';
import { pathId } from '../ideas/path-ids';

export const IDEA_REMOVED_FROM_TREND = 'Idea removed from trend';
export const TREND_DELETED = 'Trend deleted';

export interface TrendRouteDeps {
  db: Kysely<any>;
  eventStore: EventStore;
}

/** Idea streams read at once while checking a batch. */
const PARALLEL_READS = 16;

type TrendParams = { Params: { id: string } };

export function trendRoutes(app: FastifyInstance, deps: TrendRouteDeps): void {
  const trendIdOf = (request: FastifyRequest<TrendParams>) => pathId(request.params.id, TREND_NOT_FOUND);

  const onTrend = async (request: FastifyRequest, trendId: number, command: Omit<TrendCommand, 'metadata'>, actor: Actor) =>
    runFor(app, request)(trendDecider, trendStreamId(trendId), { ...command, metadata: { actor, now: app.clock.now() } } as TrendCommand);

  /** Which of the ids are Published, live ideas, read from their streams. */
  const publishedAmong = async (ideaIds: readonly number[]) => {
    const states = await mapBounded(ideaIds, PARALLEL_READS, (ideaId) => loadIdea(deps.eventStore, ideaId));
    return ideaIds.filter((_, index) => isPublishedIdea(states[index]!));
  };

  const linksOf = (events: readonly { type: string; data: unknown }[]): TrendLinkView[] =>
    events
      .filter((event): event is TrendIdeasLinked => event.type === 'TrendIdeasLinked')
      .flatMap(({ data }) => data.ideaIds.map((ideaId) => ({ trendId: data.trendId, ideaId, createdAt: data.at })));

  app.post('/api/trends', async (request, reply) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trend = validate(createTrendSchema, request.body);
    const trendId = await nextId(deps.db, 'trend_ids');
    const now = app.clock.now();
    await onTrend(request, trendId, { type: 'CreateTrend', data: { trendId, ...trend, createdAt: now } }, actor);
    const at = now.toISOString();
    const view: TrendView = { id: trendId, ...trend, ideaCount: 0, createdAt: at, updatedAt: at };
    void reply.status(201);
    return withPosition(request, { trend: view });
  });

  // Ideas already linked are skipped, not refused (spec 001 §7 'Linked: X, Skipped: Y').
  app.post<TrendParams>('/api/trends/:id/ideas/batch', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trendId = trendIdOf(request);
    const ideaIds = [...new Set(validate(linkIdeasSchema, request.body).ideaIds)];
    const publishedIdeaIds = await publishedAmong(ideaIds);
    const { events } = await onTrend(request, trendId, { type: 'LinkIdeas', data: { ideaIds, publishedIdeaIds, single: false } }, actor);
    const links = linksOf(events);
    const linked = new Set(links.map((link) => link.ideaId));
    const answer: LinkIdeasResponse = { links, skipped: ideaIds.filter((ideaId) => !linked.has(ideaId)) };
    return withPosition(request, answer);
  });

  app.post<TrendParams>('/api/trends/:id/ideas', async (request, reply) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trendId = trendIdOf(request);
    const { ideaId } = validate(linkIdeaSchema, request.body);
    const publishedIdeaIds = await publishedAmong([ideaId]);
    const { events } = await onTrend(request, trendId, { type: 'LinkIdeas', data: { ideaIds: [ideaId], publishedIdeaIds, single: true } }, actor);
    void reply.status(201);
    return withPosition(request, { link: linksOf(events)[0] });
  });

  app.delete<{ Params: { id: string; ideaId: string } }>('/api/trends/:id/ideas/:ideaId', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trendId = pathId(request.params.id, TREND_NOT_FOUND);
    const ideaId = pathId(request.params.ideaId, IDEA_NOT_FOUND);
    await onTrend(request, trendId, { type: 'UnlinkIdea', data: { ideaId } }, actor);
    return withPosition(request, { message: IDEA_REMOVED_FROM_TREND });
  });

  app.delete<TrendParams>('/api/trends/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    await onTrend(request, trendIdOf(request), { type: 'DeleteTrend', data: {} }, actor);
    return withPosition(request, { message: TREND_DELETED });
  });
}

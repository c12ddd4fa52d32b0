// The admin's trend calls (docs/product.md "Admin: Trends"), one file each: create, link ideas (in a batch or one),
// unlink, delete.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../../command-api-database';
import { createTrendRoutes } from './create-trend.routes';
import { deleteTrendRoutes } from './delete-trend.routes';
import { linkIdeaRoutes } from './link-idea.routes';
import { linkIdeasRoutes } from './link-ideas.routes';
import { unlinkIdeaRoutes } from './unlink-idea.routes';

export interface TrendRouteDeps {
  db: Kysely<CommandApiDatabase>;
  eventStore: EventStore;
}

export function trendRoutes(app: FastifyInstance, deps: TrendRouteDeps): void {
  createTrendRoutes(app, deps);
  linkIdeasRoutes(app, deps);
  linkIdeaRoutes(app, deps);
  unlinkIdeaRoutes(app);
  deleteTrendRoutes(app);
}

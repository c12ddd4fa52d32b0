// The query API as a Fastify plugin: every GET under /api, reading read-model tables with Kysely.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { Bus } from '@app/infra/bus/bus';
import { installErrorHandling } from '@app/infra/http/error-handler';
import { installMinPosition, type WaitForPosition } from './http/min-position';
import { healthRoute } from './routes/health/health.route';
import type { ProjectionStatus } from '@app/projectors/runtime/status';

export interface QueryApiDeps {
  db: Kysely<any>;
  eventStore: EventStore;
  bus: Bus;
  waitForPosition: WaitForPosition;
  projectionStatuses: () => Promise<ProjectionStatus[]>;
  /** How long a read waits for `x-min-position` before answering stale (default 2 s). */
  minPositionTimeoutMs?: number;
}

export function queryApi(app: FastifyInstance, deps: QueryApiDeps): Promise<void> {
  installErrorHandling(app);
  installMinPosition(app, deps.waitForPosition, deps.minPositionTimeoutMs ?? 2000);
  healthRoute(app, deps);
  return Promise.resolve();
}

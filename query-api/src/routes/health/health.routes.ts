// GET /api/health: each part of the system and the projections' lag. 200 when every part answers, else 503. A
// projection whose handler keeps failing (stuck on an event, say) makes it 'degraded' but still 200: the service
// answers every request, only that read model stands still, and a load balancer taking the instance out would turn
// one stale list into a whole outage. The failing projection names its error and event (status.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatPosition } from '@app/infra/event-store/position';
import type { QueryApiDeps } from '../../query-api-deps';

const CHECK_TIMEOUT_MS = 2000;

type Check<T> = { status: 'ok' } & T | { status: 'down'; error: string };

async function check<T extends object>(probe: () => Promise<T>): Promise<Check<T>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10, ...value };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const answers = (db: QueryApiDeps['db']) => async () => {
  await sql`SELECT 1`.execute(db);
  return {};
};

export function healthRoute(app: FastifyInstance, deps: Pick<QueryApiDeps, 'db' | 'readDb' | 'eventStore' | 'bus' | 'projectionStatuses'>): void {
  // With a streaming replica (READ_DATABASE_URL) every read model is read there: without it this instance serves no
  // list, so the proxy must take it out too.
  const replica = deps.readDb === deps.db ? undefined : deps.readDb;
  app.get('/api/health', async (_request, reply) => {
    const [database, readDatabase, eventStore, projections] = await Promise.all([
      check(answers(deps.db)),
      replica ? check(answers(replica)) : undefined,
      check(async () => {
        const head = await deps.eventStore.headPosition();
        return { kind: deps.eventStore.kind, head: head ? formatPosition(head) : null };
      }),
      check(async () => ({ list: await deps.projectionStatuses() })),
    ]);
    const serving = database.status === 'ok' && readDatabase?.status !== 'down' && eventStore.status === 'ok' && projections.status === 'ok';
    const failing = projections.status === 'ok' && projections.list.some((projection) => projection.error !== null);
    return reply.status(serving ? 200 : 503).send({
      status: serving && !failing ? 'ok' : 'degraded',
      database,
      ...(readDatabase ? { readDatabase } : {}),
      eventStore,
      bus: { kind: deps.bus.kind },
      projections: projections.status === 'ok' ? projections.list : projections,
    });
  });
}

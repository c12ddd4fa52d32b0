// The one-process platform of `npm start` (scripts/src/platform.ts), composed from the same pieces, with the bench
// counter projection in place of the product's list and two routes on top of the real command and query APIs:
//   POST /api/bench-counters/:id/increment  runs `Increment` through the one command handler (test counter aggregate)
//   GET  /api/bench-counters/:id            reads read.bench_counters; honours x-min-position like every query
import Fastify, { type FastifyInstance } from 'fastify';
import { readConfig } from '@app/infra/config/config';
import { installErrorHandling, installNotFound } from '@app/infra/http/error-handler';
import { listen } from '@app/infra/http/listen';
import { openInfrastructure, type Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { commandApi, migrateCommandApi } from '@app/command-api/app';
import { withPosition } from '@app/command-api/http/command-context';
import { counter } from '@app/command-api/testing/counter';
import { queryApi } from '@app/query-api/app';
import { createProjectorRuntime, type ProjectorRuntime } from '@app/projectors/runtime/projector-runtime';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { COUNTER_TABLE, counterProjection, type CounterRow } from './counter-projection';

export interface BenchPlatform {
  /** http://127.0.0.1:<port> */
  origin: string;
  app: FastifyInstance;
  infra: Infrastructure;
  runtime: ProjectorRuntime;
  close(): Promise<void>;
}

export async function startBenchPlatform(databaseUrl: string): Promise<BenchPlatform> {
  const config = readConfig({});
  const infra = await openInfrastructure(config, { databaseUrl, busScope: 'in-process' });
  const app = Fastify({ logger: { level: 'warn' } });
  const runtime = createProjectorRuntime({ pool: infra.pool, eventStore: infra.eventStore, bus: infra.bus, projections: [counterProjection], log: app.log });
  try {
    await migrateCommandApi(infra.db);
    await runtime.start();
    installErrorHandling(app);
    await app.register(async (scope) => {
      await commandApi(scope, infra);
      scope.post<{ Params: { id: string }; Body: { by: number } }>('/api/bench-counters/:id/increment', async (request) => {
        const { state } = await scope.runCommand(request, counter, `counter-${request.params.id}`, {
          type: 'Increment',
          data: { by: request.body.by },
          metadata: { actor: null, now: new Date() },
        });
        return withPosition(request, { value: state.value });
      });
    });
    await app.register(async (scope) => {
      await queryApi(scope, {
        ...infra,
        waitForPosition: runtime.waitForPosition,
        projectionStatuses: () => getProjectionStatuses(infra.db, infra.eventStore),
      });
      scope.get<{ Params: { id: string } }>('/api/bench-counters/:id', async (request) => {
        const row: Pick<CounterRow, 'value'> | undefined = await infra.db
          .selectFrom(`read.${COUNTER_TABLE}`)
          .select(['value'])
          .where('stream_id', '=', `counter-${request.params.id}`)
          .executeTakeFirst();
        return { value: row?.value ?? 0 };
      });
    });
    installNotFound(app);
    const origin = await listen(app, 0, '127.0.0.1');
    return {
      origin,
      app,
      infra,
      runtime,
      async close() {
        await app.close();
        await runtime.stop();
        await infra.close();
      },
    };
  } catch (error) {
    await app.close().catch(() => undefined);
    await runtime.stop().catch(() => undefined);
    await infra.close();
    throw error;
  }
}

// The one-process platform of `npm start` (scripts/src/platform.ts) with the bench counter projection in place of
// the product's list and two routes on top of the real command and query APIs:
//   POST /api/bench-counters/:id/increment  runs `Increment` through the one command handler (test counter aggregate)
//   GET  /api/bench-counters/:id            reads read.bench_counters; honours x-min-position like every query
import { readConfig } from '@app/infra/config/config';
import { listen } from '@app/infra/http/listen';
import { withPosition } from '@app/command-api/http/command-context';
import { counter } from '@app/command-api/testing/counter';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { COUNTER_VIEW, counterProjection, type CounterReadDatabase } from './counter-projection';

export interface BenchPlatform extends Platform {
  /** http://127.0.0.1:<port> */
  origin: string;
}

export async function startBenchPlatform(databaseUrl: string): Promise<BenchPlatform> {
  const platform = await createPlatform({
    config: readConfig({}),
    databaseUrl,
    projections: [counterProjection],
    extraRoutes: {
      commands(scope) {
        scope.post<{ Params: { id: string }; Body: { by: number } }>('/api/bench-counters/:id/increment', async (request) => {
          const { state } = await scope.runCommand(request, counter, `counter-${request.params.id}`, {
            type: 'Increment',
            data: { by: request.body.by },
            metadata: { actor: null, now: new Date() },
          });
          return withPosition(request, { value: state.value });
        });
      },
      queries(scope, infra) {
        scope.get<{ Params: { id: string } }>('/api/bench-counters/:id', async (request) => {
          const row = await infra.db
            .withTables<CounterReadDatabase>()
            .selectFrom(COUNTER_VIEW)
            .select(['value'])
            .where('stream_id', '=', `counter-${request.params.id}`)
            .executeTakeFirst();
          return { value: row?.value ?? 0 };
        });
      },
    },
  });
  try {
    return { ...platform, origin: await listen(platform.app, 0, '127.0.0.1') };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

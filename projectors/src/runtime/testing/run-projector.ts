// A projector process for the kill -9 test: runs the stream counter projection against DATABASE_URL until SIGTERM.
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { createPool } from '@app/infra/database/kysely';
import { createPostgresEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { runMain } from '@app/infra/runtime/run-main';
import { createProjectorRuntime } from '../projector-runtime';
import { consoleLog } from '../runtime-log';
import { streamCounterProjection } from './stream-counter-projection';

runMain('test projector', async () => {
  const pool = createPool(process.env.DATABASE_URL ?? '', 5);
  const eventStore = createPostgresEventStore({ pool });
  const runtime = createProjectorRuntime({
    pool,
    eventStore,
    bus: createInProcessBus(),
    projections: [streamCounterProjection()],
    log: consoleLog,
    lockRetryMs: 50,
    heartbeatMs: 500,
  });
  await runtime.start();
  return async () => {
    await runtime.stop();
    await eventStore.close();
    await pool.end();
  };
});

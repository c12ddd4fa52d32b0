import { startEmbeddedPostgres } from '@app/infra/database/embedded-postgres';
import { createPool } from '@app/infra/database/kysely';
import { migrateEventStore } from '@app/infra/event-store/postgres/migrate';
import { createPostgresEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { countedEvents } from '../runtime-test-kit';
import { createProjectorRuntime } from '../../projector-runtime';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { consoleLog } from '../../runtime-log';
import { streamCounterProjection } from '../stream-counter-projection';
import { execFileSync } from 'node:child_process';

const pg = await startEmbeddedPostgres({ dataDir: '/tmp/smoke-pg', persistent: false });
try {
  const pool = createPool(pg.url);
  await migrateEventStore(pool);
  const store = createPostgresEventStore({ pool });
  for (let i = 0; i < 50; i++) await store.append(`s-${i}`, countedEvents(1000));
  const runtime = createProjectorRuntime({ pool, eventStore: store, bus: createInProcessBus(), projections: [streamCounterProjection()], log: consoleLog });
  await runtime.start();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'projectors/src/runtime/testing/zz-smoke/rebuild-cli.ts', 'stream_counter'], { env: { ...process.env, DATABASE_URL: pg.url }, cwd: '/work/main', encoding: 'utf8' });
  console.log('--- CLI output ---\n' + out);
  const { rows } = await pool.query('select name, version, generation, status, events_applied from projections.registry order by id');
  console.log(rows);
  await new Promise((r) => setTimeout(r, 6000));
  const { rows: r2 } = await pool.query('select name, generation, status, runner, heartbeat_at from projections.registry order by id');
  console.log(r2);
  await runtime.stop(); await store.close(); await pool.end();
} finally { await pg.stop(); }

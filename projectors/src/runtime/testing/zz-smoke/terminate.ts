import { startEmbeddedPostgres } from '@app/infra/database/embedded-postgres';
import { createPool } from '@app/infra/database/kysely';
import { migrateEventStore } from '@app/infra/event-store/postgres/migrate';
import { createPostgresEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { countedEvents } from '../runtime-test-kit';
import { createProjectorRuntime } from '../../projector-runtime';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { consoleLog } from '../../runtime-log';
import { streamCounterProjection } from '../stream-counter-projection';
import pgLib from 'pg';

process.on('uncaughtException', (e) => { console.log('UNCAUGHT', e.stack); process.exit(3); });
const pg = await startEmbeddedPostgres({ dataDir: '/tmp/smoke-pg2', persistent: false });
try {
  const pool = createPool(pg.url);
  await migrateEventStore(pool);
  const store = createPostgresEventStore({ pool });
  for (let i = 0; i < 30; i++) await store.append(`s-${i}`, countedEvents(1000));
  const runtime = createProjectorRuntime({ pool, eventStore: store, bus: createInProcessBus(), projections: [streamCounterProjection()], log: consoleLog, batchSize: 200, retry: { initialMs: 50, maxMs: 200 } });
  await runtime.start();
  const admin = new pgLib.Client(pg.url); await admin.connect();
  for (let k = 0; k < 5; k++) {
    await new Promise((r) => setTimeout(r, 150));
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()');
    console.log('terminated', rowCount);
  }
  await new Promise((r) => setTimeout(r, 3000));
  console.log((await admin.query('select status, events_applied, last_error from projections.registry')).rows);
  console.log((await admin.query('select (select sum(events) from read.stream_counts) as projected, (select count(*) from event_store.events) as stored')).rows);
  await admin.end();
  await runtime.stop(); await store.close(); await pool.end();
} finally { await pg.stop(); }

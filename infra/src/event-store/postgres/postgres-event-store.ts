// The Postgres adapter of the event-store port (docs/architecture.md "Event store"). Run migrateEventStore(pool) first.
import type pg from 'pg';
import type { EventStore } from '../event-store';
import { catchUpSubscription } from '../catch-up-subscription';
import { appendEvents } from './append';
import { appendEventsToStreams } from './append-to-streams';
import { deleteStream } from './delete-stream';
import { headPosition, readAll, readAllPage, readStream, readStreams } from './reads';
import { PostgresWakeUps } from './wake-ups';

export { migrateEventStore } from './migrate';

/** The pool stays the caller's: close() releases what the store opened itself, never the pool. */
export function createPostgresEventStore({ pool }: { pool: pg.Pool }): EventStore {
  const wakeUps = new PostgresWakeUps(pool);
  return {
    kind: 'postgres',
    async append(stream, events, options) {
      const result = await appendEvents(pool, stream, events, options?.expectedRevision ?? 'any');
      wakeUps.announce();
      return result;
    },
    async appendToStreams(appends) {
      const results = await appendEventsToStreams(pool, appends);
      wakeUps.announce();
      return results;
    },
    readStream: (stream, options) => readStream(pool, stream, options),
    readStreams: (streams) => readStreams(pool, streams),
    readAll: (options) => readAll(pool, options),
    subscribeToAll: (options) => catchUpSubscription({ readAll: (page) => readAllPage(pool, page), wakeUps }, options),
    headPosition: () => headPosition(pool),
    deleteStream: (stream, options) => deleteStream(pool, stream, options?.expectedRevision ?? 'any', 'soft'),
    tombstoneStream: (stream, options) =>
      deleteStream(pool, stream, options?.expectedRevision ?? 'any', 'tombstone'),
    close: () => wakeUps.close(),
  };
}

// Baseline: the textbook optimistic-concurrency append in plain `pg`, as four round trips on one connection:
// BEGIN; claim the next revision on the streams row (INSERT for a new stream, UPDATE ... WHERE version = expected);
// INSERT the event; COMMIT. Named statements, so each connection parses and plans them once.
import { createPool } from '@app/infra/database/kysely';
import type { AppenderKind } from './appender';
import { ConcurrencyClash } from './appender';
import { createRawSqlSchema } from './raw-sql-schema';

const NEW_STREAM = {
  name: 'raw_new_stream',
  text: 'INSERT INTO raw_store.streams (stream_id, version) VALUES ($1, 0) ON CONFLICT (stream_id) DO NOTHING',
};
const BUMP_STREAM = {
  name: 'raw_bump_stream',
  text: 'UPDATE raw_store.streams SET version = version + 1 WHERE stream_id = $1 AND version = $2',
};
const INSERT_EVENT = {
  name: 'raw_insert_event',
  text: `INSERT INTO raw_store.events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
    VALUES ($1, $2, $3, $4, 1, $5, $6) RETURNING transaction_id, global_position`,
};

export const rawSqlTransaction: AppenderKind = {
  name: 'raw SQL txn',
  async open(databaseUrl, poolSize) {
    const pool = createPool(databaseUrl, poolSize);
    await createRawSqlSchema(pool);
    return {
      async append(stream, eventsInStream, event) {
        const client = await pool.connect();
        let inTransaction = false;
        let broken = false;
        try {
          await client.query('BEGIN');
          inTransaction = true;
          const claimed =
            eventsInStream === 0
              ? await client.query({ ...NEW_STREAM, values: [stream] })
              : await client.query({ ...BUMP_STREAM, values: [stream, String(eventsInStream - 1)] });
          if (claimed.rowCount !== 1) throw new ConcurrencyClash(stream, eventsInStream);
          await client.query({
            ...INSERT_EVENT,
            values: [stream, String(eventsInStream), event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
          });
          await client.query('COMMIT');
          inTransaction = false;
        } catch (error) {
          if (inTransaction) await client.query('ROLLBACK').catch(() => (broken = true));
          throw error;
        } finally {
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  },
};

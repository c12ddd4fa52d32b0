// A stronger baseline than the textbook transaction: the same claim-then-insert as one statement (a data-modifying
// CTE), so one round trip and one implicit transaction per append, as our store's append function does.
import { createPool } from '@app/infra/database/kysely';
import type { AppenderKind } from './appender';
import { ConcurrencyClash } from './appender';
import { createRawSqlSchema } from './raw-sql-schema';

const INSERT_EVENT = `INSERT INTO raw_store.events (stream_id, stream_revision, event_id, event_type, schema_version, data, metadata)
  SELECT $1, stream.version, $2, $3, 1, $4, $5 FROM stream
  RETURNING transaction_id, global_position`;

const NEW_STREAM = {
  name: 'raw_append_new_stream',
  text: `WITH stream AS (
      INSERT INTO raw_store.streams (stream_id, version) VALUES ($1, 0) ON CONFLICT (stream_id) DO NOTHING RETURNING version
    ) ${INSERT_EVENT}`,
};
const EXISTING_STREAM = {
  name: 'raw_append_existing_stream',
  text: `WITH stream AS (
      UPDATE raw_store.streams SET version = version + 1 WHERE stream_id = $1 AND version = $6 RETURNING version
    ) ${INSERT_EVENT}`,
};

export const rawSqlStatement: AppenderKind = {
  name: 'raw SQL 1-stmt',
  async open(databaseUrl, poolSize) {
    const pool = createPool(databaseUrl, poolSize);
    await createRawSqlSchema(pool);
    return {
      async append(stream, eventsInStream, event) {
        const values = [stream, event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)];
        const { rowCount } =
          eventsInStream === 0
            ? await pool.query({ ...NEW_STREAM, values })
            : await pool.query({ ...EXISTING_STREAM, values: [...values, String(eventsInStream - 1)] });
        if (rowCount !== 1) throw new ConcurrencyClash(stream, eventsInStream);
      },
      close: () => pool.end(),
    };
  },
};

// Reads. $all only shows transactions older than every running one (docs/architecture.md "Event store"): positions are
// taken before commit, so a transaction that commits late would otherwise land behind a reader that already moved on.
import type pg from 'pg';
import type { ReadAllOptions, ReadAllPage, ReadStreamOptions, RecordedEvent } from '../event-store';
import type { CatchUpPage } from '../catch-up-subscription';
import { StreamNotFound, StreamTombstoned } from '../errors';
import type { Position } from '../position';
import { DEFAULT_PAGE_SIZE, toReadAllPage } from '../read-all-page';
import { EVENT_COLUMN_COUNT, EVENT_COLUMNS, eventAt, toPosition } from './event-rows';

const VISIBLE = 'e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

const HEAD = `SELECT e.transaction_id, e.global_position FROM event_store.events e
  WHERE ${VISIBLE}
  ORDER BY e.transaction_id DESC, e.global_position DESC
  LIMIT 1`;

// The page and the head come from one statement, so from one snapshot: a head read later could include an event
// the page did not see, and a short page's `next` would then jump over it. `waiting` says whether committed events
// lie beyond the horizon, held back by an older open transaction.
const PAGE_WITH_HEAD = `, head AS (${HEAD})
  SELECT page.*, head.transaction_id AS head_transaction_id, head.global_position AS head_global_position,
    EXISTS (
      SELECT FROM event_store.events e WHERE e.transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
    ) AS waiting
  FROM (VALUES (true)) AS always (row)
  LEFT JOIN head ON true
  LEFT JOIN page ON true
  ORDER BY page.transaction_id, page.global_position`;

const READ_ALL = `WITH page AS (
    SELECT ${EVENT_COLUMNS} FROM event_store.events e
    WHERE ${VISIBLE}
      AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    ORDER BY e.transaction_id, e.global_position
    LIMIT $3
  )${PAGE_WITH_HEAD}`;

// Some event types only, two ways, chosen by their share of the store in the planner's statistics (none yet: 0):
// - common types (a projection of most events): the store walked in position order, as above, keeping the wanted;
// - rare types: the first `limit` positions of each type from the (event_type, position) index alone, merged and cut
//   to `limit`, then those rows. A page costs at most types x limit index entries however rare the types are, where
//   the walk would pass every event of the store; for common types the walk passes few others and reads in order.
const COMMON_SHARE = 0.25;
const READ_ALL_OF_TYPES = `WITH share AS (
    SELECT coalesce(sum(common.freq), 0) AS wanted
    FROM pg_stats s, unnest(s.most_common_vals::text::text[], s.most_common_freqs) AS common (event_type, freq)
    WHERE s.schemaname = 'event_store' AND s.tablename = 'events' AND s.attname = 'event_type'
      AND common.event_type = ANY ($4::text[])
  ), walked AS (
    SELECT ${EVENT_COLUMNS} FROM event_store.events e
    WHERE (SELECT wanted FROM share) >= ${COMMON_SHARE} AND ${VISIBLE}
      AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
      AND e.event_type = ANY ($4::text[])
    ORDER BY e.transaction_id, e.global_position
    LIMIT $3
  ), picked AS (
    SELECT of_type.transaction_id, of_type.global_position
    FROM unnest($4::text[]) AS wanted (event_type)
    CROSS JOIN LATERAL (
      SELECT e.transaction_id, e.global_position FROM event_store.events e
      WHERE e.event_type = wanted.event_type AND ${VISIBLE}
        AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
      ORDER BY e.transaction_id, e.global_position
      LIMIT $3
    ) of_type
    WHERE (SELECT wanted FROM share) < ${COMMON_SHARE}
    ORDER BY of_type.transaction_id, of_type.global_position
    LIMIT $3
  ), page AS (
    SELECT * FROM walked
    UNION ALL
    SELECT ${EVENT_COLUMNS} FROM picked JOIN event_store.events e USING (transaction_id, global_position)
  )${PAGE_WITH_HEAD}`;

/** A row of READ_ALL(_OF_TYPES) as an array: EVENT_COLUMNS (null without an event), then these. */
const HEAD_TRANSACTION_ID = EVENT_COLUMN_COUNT;
const HEAD_GLOBAL_POSITION = EVENT_COLUMN_COUNT + 1;
const WAITING = EVENT_COLUMN_COUNT + 2;

export async function readAll(pool: pg.Pool, options: ReadAllOptions = {}): Promise<ReadAllPage> {
  const { events, next, atEnd } = await readAllPage(pool, options);
  return { events, next, atEnd };
}

/** A page of $all for the catch-up subscription, which also wants to know whether events are waiting. */
export async function readAllPage(pool: pg.Pool, options: ReadAllOptions = {}): Promise<CatchUpPage> {
  const { after, eventTypes } = options;
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const from = [String(after?.commit ?? 0n), String(after?.prepare ?? 0n), limit];
  const { rows } = await pool.query<unknown[]>(
    eventTypes
      ? { name: 'event_store_read_all_of_types', text: READ_ALL_OF_TYPES, values: [...from, [...new Set(eventTypes)]], rowMode: 'array' }
      : { name: 'event_store_read_all', text: READ_ALL, values: from, rowMode: 'array' },
  );
  const first = rows[0];
  const [headTransaction, headGlobal] = [first?.[HEAD_TRANSACTION_ID], first?.[HEAD_GLOBAL_POSITION]] as (string | null | undefined)[];
  const head = headTransaction && headGlobal ? toPosition(headTransaction, headGlobal) : undefined;
  const events = rows.map((row) => eventAt(row, 0)).filter((event) => event !== undefined);
  return { ...toReadAllPage(events, limit, after, head), waiting: (first?.[WAITING] as boolean | undefined) ?? false };
}

export async function headPosition(pool: pg.Pool): Promise<Position | undefined> {
  const { rows } = await pool.query<{ transaction_id: string; global_position: string }>({
    name: 'event_store_head',
    text: HEAD,
  });
  const head = rows[0];
  return head && toPosition(head.transaction_id, head.global_position);
}

const MAX_REVISION = 2n ** 63n - 1n;

const READ_STREAM = {
  forwards: { compare: '>=', order: 'ASC' },
  backwards: { compare: '<=', order: 'DESC' },
} as const;

/** A row of a stream read as an array: these, then EVENT_COLUMNS (null without an event). */
const SOFT_DELETED = 0;
const TOMBSTONED = 1;
const STREAM_EVENT_AT = 2;

/** Stream reads see every committed event at once: a command handler must load what it just wrote. */
export async function readStream(
  pool: pg.Pool,
  stream: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const direction = options.direction ?? 'forwards';
  const { compare, order } = READ_STREAM[direction];
  const from = options.from ?? (direction === 'forwards' ? 0n : MAX_REVISION);
  const { rows } = await pool.query<unknown[]>({
    name: `event_store_read_stream_${direction}`,
    text: `SELECT s.soft_deleted, s.tombstoned, ${EVENT_COLUMNS}
      FROM event_store.streams s
      LEFT JOIN LATERAL (
        SELECT * FROM event_store.events e
        WHERE e.stream_id = s.stream_id AND e.stream_revision >= s.truncate_before AND e.stream_revision ${compare} $2
        ORDER BY e.stream_revision ${order}
        LIMIT $3
      ) e ON true
      WHERE s.stream_id = $1
      ORDER BY e.stream_revision ${order}`,
    values: [stream, from.toString(), options.limit ?? null],
    rowMode: 'array',
  });
  const first = rows[0];
  if (first?.[TOMBSTONED]) throw new StreamTombstoned(stream);
  if (!first || first[SOFT_DELETED]) throw new StreamNotFound(stream);
  return rows.map((row) => eventAt(row, STREAM_EVENT_AT)).filter((event) => event !== undefined);
}

/** A row of a several-stream read: these, then EVENT_COLUMNS (null for a stream without events). */
const MANY_STREAM_ID = 0;
const MANY_SOFT_DELETED = 1;
const MANY_TOMBSTONED = 2;
const MANY_EVENT_AT = 3;

/**
 * Each stream's events are looked up by its key, in a LATERAL subquery that its ORDER BY keeps from being merged into
 * a plain join: as a plain join, a table the planner had no statistics for yet (a store just loaded) was scanned whole
 * for every read, so a scoring job over a freshly loaded catalog slowed down with the catalog's size.
 */
export const READ_STREAMS = `SELECT s.stream_id, s.soft_deleted, s.tombstoned, ${EVENT_COLUMNS}
  FROM event_store.streams s
  LEFT JOIN LATERAL (
    SELECT * FROM event_store.events e
    WHERE e.stream_id = s.stream_id AND e.stream_revision >= s.truncate_before
    ORDER BY e.stream_revision
  ) e ON true
  WHERE s.stream_id = ANY ($1::text[])
  ORDER BY s.stream_id, e.stream_revision`;

/** Whole streams in one statement (a batch decides on many aggregates at once); see EventStore.readStreams. */
export async function readStreams(pool: pg.Pool, streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  const { rows } = await pool.query<unknown[]>({
    name: 'event_store_read_streams',
    text: READ_STREAMS,
    values: [[...new Set(streams)]],
    rowMode: 'array',
  });
  const found = new Map<string, RecordedEvent[]>();
  for (const row of rows) {
    const stream = row[MANY_STREAM_ID] as string;
    if (row[MANY_TOMBSTONED]) throw new StreamTombstoned(stream);
    if (row[MANY_SOFT_DELETED]) continue;
    const events = found.get(stream) ?? [];
    found.set(stream, events);
    const event = eventAt(row, MANY_EVENT_AT);
    if (event) events.push(event);
  }
  return found;
}

import { sql, type Kysely, type Migration } from 'kysely';
import type { DeferredIndex } from '../runtime/projection';

/**
 * The call's filters (actor, kind, type), each followed by the position: a page is then one index range read backwards
 * from the cursor, however rare the filtered rows are among a million (the primary key serves the unfiltered page).
 * Equality columns first, the position last, so `ORDER BY position DESC LIMIT n` stops after n rows. A type belongs
 * to one kind (a workspace's events to at most three: the workspace, ugi, ugp2p; activityEntityOf), so a filter
 * naming the type is served by the type's index with the kind checked on the rows it reads: (kind, type) by (type),
 * (actor, kind, type) by (actor, type). The actor alone is served by (actor, kind), one range per kind merged
 * (query-api/src/read-models/activity.ts): an index fewer for a rebuild to build.
 */
const FILTER_INDEXES: Record<string, readonly string[]> = {
  activity_by_kind: ['kind'],
  activity_by_type: ['type'],
  activity_by_actor_kind: ['actor_id', 'kind'],
  activity_by_actor_type: ['actor_id', 'type'],
};

/** Deferred: a rebuild fills the table with its primary key alone, several times faster than with these four. */
export const activityDeferredIndexes: readonly DeferredIndex[] = Object.entries(FILTER_INDEXES).map(([name, columns]) => ({
  name,
  table: 'activity',
  definition: `(${[...columns, 'commit_position', 'prepare_position'].join(', ')})`,
}));

/**
 * The filtered columns compare byte by byte (`COLLATE "C"`): they are only ever compared for equality, and their
 * indexes build faster than under the database's language collation.
 */
const FILTERED_TEXT = sql`text COLLATE "C"`;

/**
 * Version 4's: every version builds a schema of its own from these, so version 2's `2026-11-26-activity`, which
 * created the filter indexes with the table, gave way to `2026-11-27-activity`, the same table without them, then
 * to `2026-11-28-activity`, its filtered columns in the "C" collation.
 */
export const activityMigrations: Record<string, Migration> = {
  '2026-11-28-activity': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('activity')
        .addColumn('commit_position', 'bigint', (column) => column.notNull())
        .addColumn('prepare_position', 'bigint', (column) => column.notNull())
        .addColumn('event_id', 'text', (column) => column.notNull())
        .addColumn('stream_id', 'text', (column) => column.notNull())
        .addColumn('revision', 'bigint', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('type', FILTERED_TEXT, (column) => column.notNull())
        .addColumn('kind', FILTERED_TEXT, (column) => column.notNull())
        .addColumn('entity_id', 'text', (column) => column.notNull())
        .addColumn('actor_kind', 'text', (column) => column.notNull())
        .addColumn('actor_id', FILTERED_TEXT, (column) => column.notNull())
        .addColumn('actor_label', 'text')
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('correlation_id', 'text', (column) => column.notNull())
        .addColumn('causation_id', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('activity_pkey', ['commit_position', 'prepare_position'])
        .execute();
    },
  },
  '2026-11-26-activity-documents': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('activity_documents')
        .addColumn('document_id', 'bigint', (column) => column.primaryKey())
        .addColumn('type', 'text', (column) => column.notNull())
        .execute();
    },
  },
};

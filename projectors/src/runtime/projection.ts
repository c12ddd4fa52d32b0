// What a projection declares (docs/architecture.md "Projections and read models").
import type { Migration } from 'kysely';
import type { SharedDb } from '@app/infra/database/kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';

export interface Projection {
  /** snake_case; with the version it names the Postgres schema that holds this version's tables. */
  name: string;
  version: number;
  /** Only these event types are read from $all for this projection. */
  eventTypes: readonly string[];
  /** Tables this projection owns; the active version's tables are exposed to readers as views `read.<table>`. */
  tables: readonly string[];
  /**
   * Dated migrations, run inside the generation's own schema: the `db` they get is bound to it with withSchema, and
   * unqualified names in raw SQL resolve there too (search_path). Never edit one that has landed.
   */
  migrations: Record<string, Migration>;
  /**
   * Secondary indexes that only readers need: a building generation gets them when it has caught up, just before it
   * is switched in (building them once over the whole table is several times faster than keeping them up to date row
   * by row while it fills); a serving generation gets them when its runner starts. Never the primary key or an index
   * the handlers read through.
   */
  deferredIndexes?: readonly DeferredIndex[];
  /**
   * Applies one page of events inside the runtime's transaction, bound to the generation's schema like the
   * migrations. Must be idempotent (a page applied twice changes nothing) and must never throw for business
   * reasons; an unexpected throw rolls the page back and it is retried with backoff. The transaction names no tables:
   * the projection adds its own with `withTables` (and those of any module it calls, such as the personal-data vault).
   */
  apply(trx: SharedDb, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * A faster write path for a building generation (nobody reads it, and it fills from position zero), for a
   * projection whose rows `apply` would write many times over: see BuildPath. Without it, building pages go to
   * `apply` like serving ones.
   */
  build?: BuildPath;
}

/**
 * How a building generation applies its pages (README.md here, "Building fast"). `apply` takes the place of the
 * projection's own for every page while the generation builds, under the same contract (one transaction with the
 * checkpoint, idempotent, bound to the generation's schema), and may leave its writes where readers would not find
 * them (a staging table, say). `finish` then puts them where `apply` would have: the runner calls it in a transaction
 * of its own each time the generation has caught up, before its deferred indexes and the switch-in, so readers never
 * see the tables without it. It must be safe to run again (a generation found behind builds more pages and finishes
 * again) and must not count a write twice, also when a runner that lost its lease runs it at the same time.
 */
export interface BuildPath {
  apply(trx: SharedDb, events: readonly RecordedEvent[]): Promise<void>;
  finish(trx: SharedDb): Promise<void>;
}

/** Created as `CREATE INDEX IF NOT EXISTS <name> ON <generation's schema>.<table> <definition>`. */
export interface DeferredIndex {
  name: string;
  table: string;
  /** What follows the table: the columns or expressions, with an optional `WHERE`; e.g. `(kind, commit_position)`. */
  definition: string;
}

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
   * Applies one page of events inside the runtime's transaction, bound to the generation's schema like the
   * migrations. Must be idempotent (a page applied twice changes nothing) and must never throw for business
   * reasons; an unexpected throw rolls the page back and it is retried with backoff. The transaction names no tables:
   * the projection adds its own with `withTables` (and those of any module it calls, such as the personal-data vault).
   */
  apply(trx: SharedDb, events: readonly RecordedEvent[]): Promise<void>;
}

// The two read models that fold idea events, catalog and admin_ideas, over one history with something of every kind
// (testing/idea-history.ts), against what they held when each projection had a fold of its own
// (fixtures/idea-read-models.txt, written by that code): their tables, every row, and which rows each page wrote
// (change_seq numbers every write). Folded in pages of one event, of four and whole; as the events came, the erasures
// after the rows they erase, and rebuilt from zero once the erased members' keys are gone.
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { comparePositions, type Position } from '@app/infra/event-store/position';
import { migrateSchema } from '@app/infra/database/migrate';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { adminIdeasProjection } from '../admin-ideas/admin-ideas.projection';
import { catalogProjection } from '../catalog/catalog.projection';
import type { SealingStore } from '../erasure/testing/erasures';
import { decodeEvent } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { useSchema } from '../runtime/search-path';
import { openRuntimeTestKit, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { appendErasures, appendLiveHistory } from './testing/idea-history';

const PAGE_SIZES = [1, 4, 1000];
/** Each row's key in the change_seq lines. */
const KEY: Record<string, string> = { catalog: `id::text`, admin_ideas: `source || ':' || id` };
/** What names a build, not what was folded. */
const BUILD_COLUMNS = new Set(['build_id', 'change_seq']);

let kit: RuntimeTestKit;
let store: SealingStore;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  store = { eventStore: kit.eventStore, vault: createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()) };
});

afterAll(async () => {
  await kit?.close();
});

/** Until the store shows everything up to `position` (an append commits before the events below it may be visible). */
async function visible(position: Position): Promise<void> {
  await vi.waitFor(async () => expect(comparePositions((await kit.eventStore.headPosition())!, position)).toBeGreaterThanOrEqual(0));
}

async function readEvents(projection: Projection, after?: Position): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await kit.eventStore.readAll({ ...(after ? { after } : {}), limit: 500, eventTypes: projection.eventTypes });
    events.push(...page.events);
    after = page.next;
    if (page.atEnd || page.events.length === 0) return events;
  }
}

/** The projection's tables in a schema of their own, as the runtime builds a generation's. */
async function build(projection: Projection, schema: string): Promise<void> {
  const inSchema: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(projection.migrations)) {
    inSchema[name] = {
      async up(trx) {
        await useSchema(trx, schema);
        await migration.up(trx);
      },
    };
  }
  await migrateSchema(kit.db, schema, inSchema);
}

/** One transaction a page, each event decoded as the runtime decodes it. */
async function fold(projection: Projection, schema: string, events: readonly RecordedEvent[], pageSize: number): Promise<void> {
  for (let start = 0; start < events.length; start += pageSize) {
    await kit.db.transaction().execute(async (trx) => {
      await useSchema(trx, schema);
      await projection.apply(trx.withSchema(schema), events.slice(start, start + pageSize).map(decodeEvent));
    });
  }
}

/** Every table's columns and indexes. */
async function tablesOf(projection: Projection, schema: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>`
    SELECT table_name, column_name, CASE data_type WHEN 'ARRAY' THEN udt_name ELSE data_type END AS data_type, is_nullable, column_default
    FROM information_schema.columns
    WHERE table_schema = ${schema} AND table_name = ANY(${projection.tables}) ORDER BY table_name, ordinal_position`.execute(kit.db);
  const { rows: indexes } = await sql<{ tablename: string; indexdef: string }>`
    SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = ${schema} AND tablename = ANY(${projection.tables}) ORDER BY tablename, indexname`.execute(kit.db);
  const unqualified = (text: string) => text.replaceAll(`${schema}.`, '');
  return [
    ...columns.map((column) => `${column.table_name}.${column.column_name} ${column.data_type}${column.is_nullable === 'NO' ? ' not null' : ''}${column.column_default ? ` default ${unqualified(column.column_default)}` : ''}`),
    ...indexes.map((index) => unqualified(index.indexdef)),
  ];
}

/** Every row of every table, one line each, in a stable order, without what names a build. */
async function rowsOf(projection: Projection, schema: string): Promise<string[]> {
  const lines: string[] = [];
  for (const table of projection.tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(`${schema}.${table}`)}`.execute(kit.db);
    const kept = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !BUILD_COLUMNS.has(column))));
    lines.push(...kept.map((row) => `${table} ${JSON.stringify(row)}`).sort());
  }
  return lines;
}

/** Which write of the generation each idea row had last: the same numbers mean the same rows written by the same pages. */
async function changeSeqsOf(projection: Projection, schema: string): Promise<string> {
  const table = projection.name === 'catalog' ? 'ideas' : 'admin_ideas';
  const { rows } = await sql<{ key: string; change_seq: string }>`
    SELECT ${sql.raw(KEY[projection.name]!)} AS key, change_seq FROM ${sql.table(`${schema}.${table}`)} ORDER BY change_seq`.execute(kit.db);
  return rows.map((row) => `${row.key}=${row.change_seq}`).join(' ');
}

describe('the idea read models (catalog, admin_ideas)', () => {
  it('hold the rows and tables they held with a fold each, folded in pages of any size, as the events came or rebuilt', { timeout: 120_000 }, async () => {
    const projections = [catalogProjection, adminIdeasProjection];
    await visible((await appendLiveHistory(store)).position);
    const live = new Map<string, Position | undefined>();
    for (const projection of projections) {
      const events = await readEvents(projection);
      live.set(projection.name, events.at(-1)?.position);
      for (const size of PAGE_SIZES) {
        await build(projection, `${projection.name}_live_${size}`);
        await fold(projection, `${projection.name}_live_${size}`, events, size);
      }
    }
    await visible((await appendErasures(store)).position);

    const sections: string[] = [];
    for (const projection of projections) {
      const later = await readEvents(projection, live.get(projection.name));
      const all = await readEvents(projection);
      const runs: [string, string][] = [];
      for (const size of PAGE_SIZES) {
        await fold(projection, `${projection.name}_live_${size}`, later, size);
        runs.push([`as they came, pages of ${size}`, `${projection.name}_live_${size}`]);
        await build(projection, `${projection.name}_rebuilt_${size}`);
        await fold(projection, `${projection.name}_rebuilt_${size}`, all, size);
        runs.push([`rebuilt, pages of ${size}`, `${projection.name}_rebuilt_${size}`]);
      }
      const [, first] = runs[0]!;
      const rows = await rowsOf(projection, first);
      for (const [, schema] of runs) expect(await rowsOf(projection, schema)).toEqual(rows);
      sections.push(
        `# ${projection.name} v${projection.version}: ${all.length} events`,
        ...(await tablesOf(projection, first)),
        `# ${projection.name}: rows (the same in every run)`,
        ...rows,
        `# ${projection.name}: change_seq of each idea row, per run`,
        ...(await Promise.all(runs.map(async ([name, schema]) => `${name}: ${await changeSeqsOf(projection, schema)}`))),
      );
    }
    await expect(`${sections.join('\n')}\n`).toMatchFileSnapshot('./fixtures/idea-read-models.txt');
  });
});

// A page's rows as the server reads them back from `recordset`: every column type the projections use, the values
// that need escaping on the way (quotes, backslashes, braces, commas, line breaks, characters outside ASCII), nulls
// inside and outside arrays, and the rows' order across columns.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordset } from './recordset';
import { openRuntimeTestKit, type RuntimeTestKit } from './testing/runtime-test-kit';

let kit: RuntimeTestKit;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
});

afterAll(async () => {
  await kit?.close();
});

/** The rows as the server expands them, each column's value as JSON (so types show: numbers, booleans, arrays). */
async function readBack(types: Record<string, string>, rows: readonly object[]): Promise<Record<string, unknown>[]> {
  const { rows: read } = await sql<{ row: Record<string, unknown> }>`SELECT to_json(r) AS row FROM ${recordset(types, rows)}`.execute(kit.db);
  return read.map(({ row }) => row);
}

const AWKWARD = ['say "hi"', 'back\\slash', '{braces}', 'a,b', 'two\nlines\ttab', 'Zürich – 東京 ✓', '', 'NULL', ' spaced '];

describe('recordset', () => {
  it('reads scalars of every type the projections use, nulls and missing properties as null', async () => {
    const types = { id: 'integer', big: 'bigint', ratio: 'double precision', flag: 'boolean', at: 'timestamptz', label: 'text' };
    const rows = [
      { id: 1, big: '900719925474099', ratio: 0.25, flag: true, at: new Date('2026-03-04T05:06:07.890Z'), label: 'plain' },
      { id: 2, big: 42, ratio: null, flag: false, at: '2026-01-01T00:00:00.000Z', label: null },
      { id: 3, ignored: 'not a column' },
    ];
    expect(await readBack(types, rows)).toEqual([
      { id: 1, big: 900719925474099, ratio: 0.25, flag: true, at: '2026-03-04T05:06:07.89+00:00', label: 'plain' },
      { id: 2, big: 42, ratio: null, flag: false, at: '2026-01-01T00:00:00+00:00', label: null },
      { id: 3, big: null, ratio: null, flag: null, at: null, label: null },
    ]);
  });

  it('reads text and arrays that need escaping as they were sent', async () => {
    const types = { label: 'text', tags: 'text[]', numbers: 'integer[]' };
    const rows = [
      ...AWKWARD.map((label) => ({ label, tags: [label, 'x'], numbers: [1, 2] })),
      { label: 'empty and null elements', tags: [], numbers: [null, 3] },
      { label: 'null array', tags: null, numbers: undefined },
      { label: 'a null element among texts', tags: ['NULL', null, ''], numbers: [] },
    ];
    expect(await readBack(types, rows)).toEqual([
      ...AWKWARD.map((label) => ({ label, tags: [label, 'x'], numbers: [1, 2] })),
      { label: 'empty and null elements', tags: [], numbers: [null, 3] },
      { label: 'null array', tags: null, numbers: null },
      { label: 'a null element among texts', tags: ['NULL', null, ''], numbers: [] },
    ]);
  });

  it('reads a json or jsonb column as the value sent: objects, arrays, strings, numbers', async () => {
    const types = { id: 'integer', document: 'jsonb', raw: 'json' };
    const rows = [
      { id: 1, document: { title: 'say "hi"', tags: ['a', 'b'] }, raw: [1, 'two'] },
      { id: 2, document: 'just a string', raw: 7 },
      { id: 3, document: null, raw: null },
    ];
    expect(await readBack(types, rows)).toEqual([
      { id: 1, document: { title: 'say "hi"', tags: ['a', 'b'] }, raw: [1, 'two'] },
      { id: 2, document: 'just a string', raw: 7 },
      { id: 3, document: null, raw: null },
    ]);
  });

  it("keeps every row's values together, in the rows' order, over thousands of rows", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({ id: index, label: `row ${index}`, doubled: [index * 2] }));
    const read = await readBack({ id: 'integer', label: 'text', doubled: 'integer[]' }, rows);
    expect(read).toEqual(rows);
  });
});

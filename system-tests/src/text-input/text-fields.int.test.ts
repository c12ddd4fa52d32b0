// Any text in any text field of any call is answered below 500 (property test, real platform): random unicode with
// U+0000, lone surrogates, RTL marks, 4-byte emoji and long strings goes into one field at a time, every other
// field keeping a value that lets the request get as far as the route goes (so valid text reaches the append and
// the read models). Every field also gets one text with U+0000 and a lone surrogate.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { CALLS, openTextInputKit, registeredRoutes, textFields, type TextInputKit } from './text-input-kit';

const PIECES = [
  '\u0000', '\ud800', '\udbff', '\udc00', '\udfff', // what no store holds
  '\u200f', '\u202e', '\u061c', 'مرحبا', 'שלום', // right-to-left marks and scripts
  '😀', '👩🏽‍💻', '🇰🇪', '𝕏', '𠜎', // 4-byte characters, joined sequences, flags
  '漢字', 'ｶﾅ', 'e\u0301', ' ', '\t\n', '%00', '\\u0000', '<b>', '"',
];
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 2 }, { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 });
const shortText = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));
const longText = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([pieces, length]) => pieces.join('').repeat(Math.ceil(length / Math.max(1, pieces.join('').length))).slice(0, length));
const unicodeText = fc.oneof({ arbitrary: shortText, weight: 5 }, { arbitrary: longText, weight: 1 });
const UNSTORABLE_EXAMPLE = '\u202eHarbour\u0000 \ud83d\ude00 \ud800';

const seed = Date.now();
const tally = { sent: 0, serverErrors: 0 };

let kit: TextInputKit;
beforeAll(async () => {
  kit = await openTextInputKit();
});
afterAll(async () => {
  console.info(`text fields: ${tally.sent} requests, ${tally.serverErrors} answered 5xx (seed ${seed})`);
  await kit?.close();
});

describe('text fields', () => {
  it('the table has every route the command and query APIs register, and no other', () => {
    const table = CALLS.map((call) => `${call.method} ${call.route}`).sort();
    const registered = registeredRoutes(kit.platform.app);
    expect(registered.length).toBeGreaterThan(40);
    expect(table).toEqual(registered);
  });

  for (const call of CALLS) {
    it(`${call.method} ${call.route}: no text makes it answer 5xx`, async () => {
      const fields = textFields(call, kit.fixtures);
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), unicodeText, async (field, text) => {
          const response = await kit.send(call, field, text);
          tally.sent += 1;
          if (response.statusCode < 500) return;
          tally.serverErrors += 1;
          failures.push(`${field} = ${JSON.stringify(text.slice(0, 60))} (${text.length} chars): ${response.statusCode} ${response.body}`);
        }),
        { seed, numRuns: Math.max(3, fields.length), examples: fields.map((field) => [field, UNSTORABLE_EXAMPLE]) },
      );
      expect(failures, `seed ${seed}`).toEqual([]);
    });
  }

  // A text stored that a read model cannot hold (sealed personal data is opened only there) stops its projection.
  it('every projection holds what the calls stored: it reaches the head of the store without an error', async () => {
    const head = await kit.platform.infra.eventStore.headPosition();
    const reached = head === undefined || (await kit.platform.runtime.waitForPosition(head, { timeoutMs: 20_000 }));
    const statuses = await getProjectionStatuses(kit.platform.infra.db.withTables<RegistryDatabase>(), kit.platform.infra.eventStore);
    expect(statuses.filter((status) => status.error !== null).map(({ name, error }) => ({ name, error: error?.message }))).toEqual([]);
    expect(reached).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createUpcasting } from './upcasters';

const { upcast, currentSchemaVersion } = createUpcasting({
  // v1 had `name`, v2 split it into first/last, v3 added a default locale.
  PersonRegistered: [
    (data) => {
      const [first, last] = String((data as { name: string }).name).split(' ');
      return { first, last };
    },
    (data) => ({ ...(data as object), locale: 'en' }),
  ],
});

describe('upcasting', () => {
  it('writes new events with the latest version', () => {
    expect(currentSchemaVersion('PersonRegistered')).toBe(3);
    expect(currentSchemaVersion('SomethingElse')).toBe(1);
  });

  it('upgrades a stored v1 payload through every step', () => {
    const event = { type: 'PersonRegistered', data: { name: 'Ada Lovelace' }, metadata: { schemaVersion: 1 } };
    expect(upcast(event)).toEqual({
      type: 'PersonRegistered',
      data: { first: 'Ada', last: 'Lovelace', locale: 'en' },
      metadata: { schemaVersion: 3 },
    });
  });

  it('treats a missing version as v1 and leaves current or unknown events alone', () => {
    expect(upcast({ type: 'PersonRegistered', data: { name: 'A B' }, metadata: {} }).data).toEqual({ first: 'A', last: 'B', locale: 'en' });
    const current = { type: 'PersonRegistered', data: { first: 'A' }, metadata: { schemaVersion: 3 } };
    expect(upcast(current)).toBe(current);
    const other = { type: 'Other', data: 1, metadata: {} };
    expect(upcast(other)).toBe(other);
  });
});

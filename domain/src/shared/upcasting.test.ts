import { describe, expect, it } from 'vitest';
import { createUpcasting } from './upcasting';

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

describe('registering an upcaster', () => {
  const step = (data: unknown) => ({ ...(data as object), upgraded: true });

  it('upgrades stored events from then on, writes new ones with the next version, and can be taken away again', () => {
    const upcasting = createUpcasting({});
    const stored = { type: 'ThingHappened', data: { old: 1 }, metadata: { schemaVersion: 1 } };
    const unregister = upcasting.registerUpcaster('ThingHappened', 1, step);
    expect(upcasting.currentSchemaVersion('ThingHappened')).toBe(2);
    expect(upcasting.upcast(stored)).toEqual({ type: 'ThingHappened', data: { old: 1, upgraded: true }, metadata: { schemaVersion: 2 } });
    unregister();
    expect(upcasting.currentSchemaVersion('ThingHappened')).toBe(1);
    expect(upcasting.upcast(stored)).toBe(stored);
  });

  it('takes steps in version order and away newest first', () => {
    const upcasting = createUpcasting({ ThingHappened: [step] });
    expect(() => upcasting.registerUpcaster('ThingHappened', 1, step)).toThrow('ThingHappened is at version 2: its next upcaster upgrades from that version, not 1');
    const removeSecond = upcasting.registerUpcaster('ThingHappened', 2, step);
    const removeThird = upcasting.registerUpcaster('ThingHappened', 3, (data) => data);
    expect(removeSecond).toThrow('ThingHappened: upcasters are removed newest first');
    removeThird();
    removeSecond();
    expect(upcasting.currentSchemaVersion('ThingHappened')).toBe(2);
  });
});

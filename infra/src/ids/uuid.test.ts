import { describe, expect, it } from 'vitest';
import { uuidFrom, uuidv7, uuidv7From } from './uuid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('is a version-7 UUID whose prefix is the timestamp, so ids sort by time', () => {
    const early = uuidv7(1_700_000_000_000);
    const late = uuidv7(1_700_000_000_001);
    expect(UUID.exec(early)?.[1]).toBe('7');
    expect(early.replace(/-/g, '').slice(0, 12)).toBe((1_700_000_000_000).toString(16).padStart(12, '0'));
    expect(early < late).toBe(true);
    expect(uuidv7(5)).not.toBe(uuidv7(5));
  });
});

describe('uuidFrom', () => {
  it('derives the same version-8 UUID from the same parts and a different one otherwise', () => {
    expect(uuidFrom('key', 'stream', '0')).toBe(uuidFrom('key', 'stream', '0'));
    expect(uuidFrom('key', 'stream', '0')).not.toBe(uuidFrom('key', 'stream', '1'));
    expect(uuidFrom('ab', 'c')).not.toBe(uuidFrom('a', 'bc'));
    expect(UUID.exec(uuidFrom('x'))?.[1]).toBe('8');
  });
});

describe('uuidv7From', () => {
  it('is a version-7 UUID of its time, derived from its parts: the same parts give the same id', () => {
    const id = uuidv7From(1_700_000_000_000, 'scope', 'key', 'user');
    expect(UUID.exec(id)?.[1]).toBe('7');
    expect(id.replace(/-/g, '').slice(0, 12)).toBe((1_700_000_000_000).toString(16).padStart(12, '0'));
    expect(uuidv7From(1_700_000_000_000, 'scope', 'key', 'user')).toBe(id);
    expect(uuidv7From(1_700_000_000_000, 'scope', 'other key', 'user')).not.toBe(id);
    expect(uuidv7From(1_700_000_000_001, 'scope', 'key', 'user') > id).toBe(true);
  });
});

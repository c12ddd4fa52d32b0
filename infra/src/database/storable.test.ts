import { describe, expect, it } from 'vitest';
import { storable } from './storable';

describe('storable', () => {
  it('replaces U+0000 and lone surrogates with U+FFFD and keeps surrogate pairs', () => {
    expect(storable('Ada\u0000Lovelace\u0000')).toBe('Ada\uFFFDLovelace\uFFFD');
    expect(storable('a\uD800b')).toBe('a\uFFFDb');
    expect(storable('a\uDC00b\uD83D')).toBe('a\uFFFDb\uFFFD');
    expect(storable('rocket \uD83D\uDE80 and \u00e9')).toBe('rocket \uD83D\uDE80 and \u00e9');
  });

  it('goes through arrays and plain objects at any depth, keys included', () => {
    const value = { name: 'A\u0000', tags: ['ok', ['\uDFFF']], nested: { 'k\u0000': { deeper: '\u0000' } }, n: 1, none: null };
    expect(storable(value)).toEqual({ name: 'A\uFFFD', tags: ['ok', ['\uFFFD']], nested: { 'k\uFFFD': { deeper: '\uFFFD' } }, n: 1, none: null });
  });

  it('gives JSON that jsonb accepts: no \\u0000 escape, no lone surrogate escape', () => {
    const json = JSON.stringify(storable({ a: '\u0000', b: '\uD800' }));
    expect(json).not.toMatch(/\\u0000|\\ud[89a-f]/i);
  });

  it('returns the same value when nothing needs a change, and leaves non-plain objects alone', () => {
    const clean = { name: 'Ada', tags: ['x'], at: new Date(0) };
    expect(storable(clean)).toBe(clean);
    const date = new Date(0);
    expect(storable({ at: date }).at).toBe(date);
    expect(storable(undefined)).toBeUndefined();
    expect(storable(42)).toBe(42);
  });
});

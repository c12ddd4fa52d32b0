import { describe, expect, it } from 'vitest';
import { formatSealed, isSealed, parseSealed } from './sealed-value';

const parts = { keyId: '0197a1b2-0000-7000-8000-000000000001', iv: Buffer.from([1, 2, 3]), tag: Buffer.from([250, 251]), ciphertext: Buffer.from('ct') };

describe('sealed values', () => {
  it('are marked objects that parse back into their parts', () => {
    const sealed = formatSealed(parts);
    expect(sealed).toEqual({ $enc: 'v1:0197a1b2-0000-7000-8000-000000000001:AQID:-vs:Y3Q' });
    expect(isSealed(sealed)).toBe(true);
    expect(parseSealed(sealed)).toEqual(parts);
  });

  it('are told apart from plaintext', () => {
    for (const value of [null, 'v1:a:b:c:d', { email: 'a@b.co' }, { $enc: 1 }]) expect(isSealed(value)).toBe(false);
  });

  it('refuse another version or a wrong number of parts', () => {
    for (const $enc of ['v2:k:AQID:-vs:Y3Q', 'v1:k:AQID:-vs', 'v1:k:AQID:-vs:Y3Q:extra', 'v1::AQID:-vs:Y3Q']) {
      expect(() => parseSealed({ $enc })).toThrow('not a sealed personal-data value');
    }
  });
});

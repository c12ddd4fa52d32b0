import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShareHashes } from './share-hash';

const secret = Buffer.alloc(32, 7);
const hashes = createShareHashes(() => Promise.resolve(secret));

describe('share hashes', () => {
  it('are the first 32 hex characters of HMAC-SHA256 over the idea id', async () => {
    const expected = createHmac('sha256', secret).update('idea:42').digest('hex').slice(0, 32);
    expect(await hashes.hashOf(42)).toBe(expected);
    expect(await hashes.hashOf(43)).not.toBe(expected);
  });

  it('are valid for their idea only, in either case; anything else is simply invalid', async () => {
    const hash = await hashes.hashOf(42);
    expect(await hashes.isValid(42, hash)).toBe(true);
    expect(await hashes.isValid(42, hash.toUpperCase())).toBe(true);
    expect(await hashes.isValid(43, hash)).toBe(false);
    for (const bad of [undefined, null, 42, ['x'], '', hash.slice(1), `${hash}0`, `${hash.slice(0, 31)}g`]) expect(await hashes.isValid(42, bad)).toBe(false);
    const other = createShareHashes(() => Promise.resolve(Buffer.alloc(32, 8)));
    expect(await other.isValid(42, hash)).toBe(false);
  });
});

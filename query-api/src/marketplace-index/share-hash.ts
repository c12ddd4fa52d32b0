// Share links (docs/product.md "Marketplace and idea detail"): /marketplace?idea={id}&hash={hash}, where the hash is an
// HMAC-SHA256 of the idea id under a secret of the server's, hex, cut to 32 characters (128 bits). Only the server can
// make one, so a valid hash proves the link was shared by someone allowed to see the idea, and lifts the premium gate.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HASH = /^[0-9a-f]{32}$/;

export interface ShareHashes {
  hashOf(ideaId: number): Promise<string>;
  /** Compared in constant time; anything not shaped like a hash is simply invalid. */
  isValid(ideaId: number, hash: unknown): Promise<boolean>;
}

export function createShareHashes(secret: () => Promise<Buffer>): ShareHashes {
  const hashOf = async (ideaId: number) =>
    createHmac('sha256', await secret())
      .update(`idea:${ideaId}`)
      .digest('hex')
      .slice(0, 32);
  return {
    hashOf,
    async isValid(ideaId, hash) {
      if (typeof hash !== 'string') return false;
      const given = hash.toLowerCase();
      if (!HASH.test(given)) return false;
      return timingSafeEqual(Buffer.from(await hashOf(ideaId)), Buffer.from(given));
    },
  };
}

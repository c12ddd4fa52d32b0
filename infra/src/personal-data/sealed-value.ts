// The stored form of encrypted personal data: an object that says what it is, so a reader can never mistake it for
// plaintext. `v1:<keyId>:<iv>:<tag>:<ciphertext>`, AES-256-GCM, binary parts in base64url.

export interface Sealed {
  $enc: string;
}

export interface SealedParts {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

const VERSION = 'v1';

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Sealed>).$enc === 'string';
}

/** Authenticated with the ciphertext, so a ciphertext cannot be passed off as another key's. */
export function associatedData(keyId: string): Buffer {
  return Buffer.from(`${VERSION}:${keyId}`);
}

export function formatSealed({ keyId, iv, tag, ciphertext }: SealedParts): Sealed {
  return { $enc: [VERSION, keyId, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':') };
}

export function parseSealed(sealed: Sealed): SealedParts {
  const [version, keyId, iv, tag, ciphertext, ...rest] = sealed.$enc.split(':');
  if (version !== VERSION || !keyId || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('not a sealed personal-data value');
  }
  return { keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), ciphertext: Buffer.from(ciphertext, 'base64url') };
}

import { createHash, randomBytes } from 'node:crypto';

function format(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** RFC 9562 UUIDv7: 48-bit millisecond timestamp then randomness, so ids sort by creation time. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return format(bytes);
}

/**
 * A UUIDv7 whose timestamp is `at` and whose other bits are derived from `parts` (SHA-256): the same parts give the same
 * id, and ids still sort by creation time.
 */
export function uuidv7From(at: number, ...parts: string[]): string {
  const bytes = Buffer.from(createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16));
  bytes.writeUIntBE(at, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return format(bytes);
}

/**
 * A UUID derived from its parts (RFC 9562 version 8, SHA-256 based). A retried command with the same
 * Idempotency-Key derives the same event ids, so the event store's idempotent append stores one copy.
 */
export function uuidFrom(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return format(Buffer.from(bytes));
}

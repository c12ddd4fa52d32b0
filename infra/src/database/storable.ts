// Postgres cannot hold every JavaScript string: `text` refuses U+0000 ("invalid byte sequence for encoding UTF8:
// 0x00"), and `jsonb` refuses the `\u0000` escape that JSON.stringify writes for it, and the `\udXXX` escape it
// writes for a lone surrogate. A value that reached the event store inside a sealed field (or any value from a store
// with other limits) must still fit a read model, so readers pass it through here. Which text is storable is the
// domain's one rule (the schemas refuse the same text at the door).
import { isStorableText, toStorableText } from '@app/domain/shared/text';

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The value with U+0000 and lone surrogates replaced by U+FFFD in every string, object keys included, through
 * arrays and plain objects at any depth. Values that need no change come back as they are (the same object), so the
 * common case costs a scan and no copy. Other objects (Date, Buffer) are left alone: they are not text.
 */
export function storable<T>(value: T): T {
  return isStorable(value) ? value : cleaned(value);
}

/**
 * Whether nothing in the value needs a change. Every event a projection applies passes here: loops, not
 * `Object.keys(...).every(...)`, which allocated a key array and a closure per object (5.7% of an activity
 * rebuild's process time, docs/decisions.md "`storable` checks before it copies, with loops").
 */
function isStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) if (!isStorable(value[index])) return false;
    return true;
  }
  if (!isPlainObject(value)) return true;
  for (const key in value) if (!isStorableText(key) || !isStorable(value[key])) return false;
  return true;
}

/** The value copied with every string made storable (the rare value that needs it). */
function cleaned<T>(value: T): T {
  if (typeof value === 'string') return toStorableText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return (value as unknown[]).map(storable) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [toStorableText(key), storable(item)])) as T;
}

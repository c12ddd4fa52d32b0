// Postgres cannot hold every JavaScript string: `text` refuses U+0000 ("invalid byte sequence for encoding UTF8:
// 0x00"), and `jsonb` refuses the `\u0000` escape that JSON.stringify writes for it, and the `\udXXX` escape it
// writes for a lone surrogate. A value that reached the event store inside a sealed field (or any value from a store
// with other limits) must still fit a read model, so readers pass it through here. It lives in infra because the
// limit is the database's, not a rule of the model.

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- the same set, without the global flag's lastIndex state
const HAS_UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const REPLACEMENT_CHARACTER = '\uFFFD';

function storableString(text: string): string {
  return HAS_UNSTORABLE.test(text) ? text.replace(UNSTORABLE, REPLACEMENT_CHARACTER) : text;
}

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
  if (typeof value === 'string') return storableString(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    const mapped = items.map(storable);
    return (mapped.some((item, index) => item !== items[index]) ? mapped : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]): [string, unknown] => {
    const entry: [string, unknown] = [storableString(key), storable(item)];
    if (entry[0] !== key || entry[1] !== item) changed = true;
    return entry;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

// Postgres cannot hold every JavaScript string: `text` refuses U+0000 ("invalid byte sequence for encoding UTF8:
// 0x00"), and `jsonb` refuses the `\u0000` escape that JSON.stringify writes for it, and the `\udXXX` escape it
// writes for a lone surrogate. A value that reached the event store inside a sealed field (or any value from a store
// with other limits) must still fit a read model, so readers pass it through here. It lives in infra because the
// limit is the database's, not a rule of the model.

const REPLACEMENT_CHARACTER = '\uFFFD';

/** ES2024 string methods: Node 20 has them, the project's TypeScript lib (ES2023) does not declare them yet. */
type WellFormedText = string & { isWellFormed(): boolean; toWellFormed(): string };

// Native scans, about a hundred times faster than a regular expression on long text (every event of every
// projection passes here, idea documents included).
function storableString(text: string): string {
  const checked = text as WellFormedText;
  if (checked.isWellFormed() && !text.includes('\0')) return text;
  return checked.toWellFormed().replaceAll('\0', REPLACEMENT_CHARACTER);
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
    return (items.every((item) => storable(item) === item) ? value : items.map(storable)) as T;
  }
  if (!isPlainObject(value)) return value;
  // Checked first without copying: a copy (and a second pass) only for the rare value that needs one.
  const clean = Object.keys(value).every((key) => storableString(key) === key && storable(value[key]) === value[key]);
  return (clean ? value : Object.fromEntries(Object.entries(value).map(([key, item]) => [storableString(key), storable(item)]))) as T;
}

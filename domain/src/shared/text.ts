// Text the stores can hold. JSON carries U+0000 and UTF-16 surrogates without their pair ('\u0000', '\ud800'), but
// Postgres text and jsonb refuse both: such a value passed validation and failed the append with a 500, or, sealed
// inside personal data, was stored and then failed its projection on every retry. Every schema's text is built
// here (ESLint forbids a bare z.string elsewhere), and the command API checks every event payload with the same rule.
// Text a client sends is `inputText`: the same, with a maximum length checked first.
import { z } from 'zod';
import { ValidationError } from './errors';

/** ES2024 string methods: Node 20 and current browsers have them; the project's TypeScript lib (ES2023) lacks them. */
type WellFormedText = string & { isWellFormed(): boolean; toWellFormed(): string };

// Native scans: every event of every projection passes here too (infra's storable), idea documents included, and a
// regular expression was about a hundred times slower on long text.
export function isStorableText(value: string): boolean {
  return (value as WellFormedText).isWellFormed() && !value.includes('\0');
}

/** The text with U+0000 and unpaired surrogates replaced by U+FFFD. */
export function toStorableText(value: string): string {
  return isStorableText(value) ? value : (value as WellFormedText).toWellFormed().replaceAll('\0', '\uFFFD');
}

export const unstorableTextMessage = (field: string) => `${field} contains a character that cannot be stored (U+0000 or an unpaired surrogate)`;

/** The field as `validate` names it in `errors` (its path joined by dots); a value with no path is plain text. */
const fieldName = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : 'Text');

const storableCheck = () => z.refine<string>(isStorableText, { error: (issue) => unstorableTextMessage(fieldName(issue.path ?? [])) });

/**
 * z.string that refuses U+0000 and unpaired surrogates, with a message naming the field. The check is not an abort,
 * so a union holding this text (optional text, lists) still reports the message instead of its own. Without
 * parameters it is one schema shared by every field (a schema never changes; its methods return new ones): the
 * contracts name it some 250 times, and building each anew was a good part of a page's start-up in a browser.
 */
export function text(params?: string | z.core.$ZodStringParams) {
  if (params === undefined) return (plainText ??= z.string().check(storableCheck()));
  return z.string(params).check(storableCheck());
}

let plainText: z.ZodString | undefined;

/**
 * The longest text a client may send in a field, and what it is told when it sends more: `label` gives the usual
 * message ('Password cannot exceed 128 characters'), `tooLong` another one (a value of an enumeration, say). With
 * `trim`, the blanks around the value are dropped first and the limit counts what is kept.
 */
export type TextLimit = { max: number; trim?: boolean } & ({ label: string } | { tooLong: string });

/**
 * Text a client sends (a form field, a query or path parameter): `text()` with a maximum length checked before any
 * other rule, which stops the rules after it when it fails. A body may carry a megabyte, and a rule that reads the
 * whole value (a pattern above all) must never see more than the field can hold: an over-long value costs one
 * comparison and gets one clear message. The trim before it is a native scan that stops at the first letter.
 * docs/decisions.md lists each field's limit.
 */
export function inputText(limit: TextLimit, params?: string | z.core.$ZodStringParams) {
  const tooLong = 'tooLong' in limit ? limit.tooLong : `${limit.label} cannot exceed ${limit.max} characters`;
  return z
    .string(params)
    .check(...(limit.trim ? [z.trim()] : []), z.maxLength(limit.max, { error: tooLong, abort: true }), storableCheck());
}

/** Where the first text (a string or an object's key) that cannot be stored sits in a JSON value; undefined if none. */
export function unstorableTextPath(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = isStorableText(key) ? unstorableTextPath(item, [...path, key]) : [...path, key];
    if (found) return found;
  }
  return undefined;
}

/** Refuses (400) a value that holds text no store can hold, naming where it sits. */
export function requireStorableText<T>(value: T): T {
  const path = unstorableTextPath(value);
  if (!path) return value;
  const field = fieldName(path);
  throw new ValidationError(unstorableTextMessage(field), { [field]: unstorableTextMessage(field) });
}

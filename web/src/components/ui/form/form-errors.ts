import { ApiError } from '../../../lib/api-client';
import { isRecord } from '../../../lib/invalid-response';

// Forms validate with the shared zod schemas of `@app/domain` (so their messages are the server's), and place the
// server's own field errors on the same fields. Both come down to "field name → one message".

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The part of a zod issue a form needs; typed structurally, so the SPA does not depend on zod itself. */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The part of a zod schema a form needs: `safeParse` (zod 4's result shape). */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

/**
 * One message per field: the first issue reported for it, which is the order the schema lists its rules in (so a
 * short password is told about its length before its missing characters). Issues of other fields are dropped.
 */
export function fieldErrorsFromIssues<F extends string>(
  issues: readonly ValidationIssue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field, fields) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The field errors in a failed call's body (`{ message, errors: { field: message } }`, docs/product.md "Data model"),
 * keeping the fields the form has. A field may also carry a list of messages (the first is shown).
 */
export function fieldErrorsFromServer<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.errors)) return errors;
  for (const [field, value] of Object.entries(error.body.errors)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (isField(field, fields) && typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

function isField<F extends string>(value: unknown, fields: readonly F[]): value is F {
  return typeof value === 'string' && (fields as readonly string[]).includes(value);
}

// Input validation for every route: a zod schema (shared with the web forms) parses the input; failures become a
// ValidationError whose `errors` maps each field to its first message, so the SPA can place them on the form.
import type { z } from 'zod';
import { ValidationError } from '@app/domain/shared/errors';

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new ValidationError(first, errors);
}

// Input validation for every route: a zod schema (shared with the web forms) parses the input; failures become a
// ValidationError whose `errors` maps each field to its first message, so the SPA can place them on the form. A path
// parameter marked NAMES_NOTHING (an id) that fails names nothing: a NotFound with its message.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { NAMES_NOTHING } from '@app/domain/shared/api-contract';
import { NotFound, ValidationError } from '@app/domain/shared/errors';

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const { issues } = result.error;
  const nothing = issues.find((issue) => issue.code === 'custom' && (issue.params as Partial<typeof NAMES_NOTHING> | undefined)?.namesNothing);
  if (nothing) throw new NotFound(nothing.message);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  throw new ValidationError(issues[0]?.message ?? 'Invalid request', errors);
}

/**
 * Fastify's validator for the routes' zod schemas (contract-route.ts): `validate` for each part of the request, so a
 * schema declared on a route answers exactly as the same schema checked in a handler did (a missing body is an
 * empty object; the error handler turns the errors into the spec's answers).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: validate(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

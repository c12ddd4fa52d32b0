// Answers are checked by hand before a screen reads them: a table that renders half a row is worse than a clear error.

/** Spec 001 §8. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from server';

/** The server answered, but not in the shape the screen reads. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor() {
    super(INVALID_RESPONSE_MESSAGE);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string field, else null. */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

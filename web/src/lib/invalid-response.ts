// Every answer is parsed with its call's schema before a screen reads it (api-client.ts `apiAnswer`): a table that
// renders half a row is worse than a clear error.

/** docs/product.md "Error catalogue". */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format from server';

/** The server answered, but not in the shape the screen reads. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor() {
    super(INVALID_RESPONSE_MESSAGE);
  }
}

/** A JSON object (not an array): what the sign-in answers and a form's field errors are read from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

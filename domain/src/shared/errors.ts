// Domain errors. The command API's one error handler maps each to its HTTP status; messages are the spec's.

/** 400: bad input. `errors` maps form fields to messages (docs/product.md "Error catalogue"). */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 401: not signed in, or the session is no longer valid. */
export class Unauthenticated extends Error {
  override readonly name = 'Unauthenticated';
}

/** 403: signed in, but lacking the role or the verified email the action needs. */
export class Forbidden extends Error {
  override readonly name = 'Forbidden';
}

/** 404 */
export class NotFound extends Error {
  override readonly name = 'NotFound';
}

/** 409: the request clashes with the current state (a duplicate, a rule that the state forbids). */
export class Conflict extends Error {
  override readonly name = 'Conflict';
}

/** 429: a rate limit or a cap. */
export class TooManyRequests extends Error {
  override readonly name = 'TooManyRequests';
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

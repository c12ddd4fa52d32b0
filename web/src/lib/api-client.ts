import type { z } from 'zod';
import { getStoredToken } from './auth-token';
import { lastEventPosition, rememberEventPosition } from './event-position';
import { InvalidResponseError } from './invalid-response';

// One fetch for every call, so the spec's error texts (docs/product.md "Error catalogue", read requests) come out the
// same everywhere.

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please login again';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const NOT_JSON_MESSAGE = 'Expected JSON response from server';

/**
 * A non-OK answer. `body` is the parsed JSON body (forms read field `errors` from it) or, for a non-JSON answer,
 * its text (some endpoints, such as login, answer errors in plain text).
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/**
 * HTTP 401. Retrying cannot help, so the query client never retries it. The body is kept: a 401 from the login
 * endpoint means wrong credentials, and its text is what the Sign In dialog shows.
 */
export class SessionExpiredError extends ApiError {
  override readonly name = 'SessionExpiredError';
  constructor(body: unknown = undefined) {
    super(SESSION_EXPIRED_MESSAGE, 401, body);
  }
}

/**
 * Told of every 401 answering a request, with the token that request carried (null when it carried none, say when
 * storage is unavailable and the cookie alone holds the session). The app decides what a refused session means
 * (app/session-ended.ts); the client only reports it, as it knows nothing about features.
 */
export type SessionRefusedListener = (sentToken: string | null) => void;

const sessionRefusedListeners = new Set<SessionRefusedListener>();

/** Adds a listener for refused sessions; the answer removes it. */
export function onSessionRefused(listener: SessionRefusedListener): () => void {
  sessionRefusedListeners.add(listener);
  return () => sessionRefusedListeners.delete(listener);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API and resolves with the parsed JSON body. A 204 answer resolves with `undefined`
 * (type such endpoints as `void`). Rejects with `ApiError`, `SessionExpiredError` or the fetch's own error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const token = getStoredToken();
    const response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: requestHeaders(token, options.body !== undefined),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
    rememberEventPosition(response.headers.get('x-event-position'));
    if (!response.ok) throw await errorFrom(response, token);
    if (response.status === 204) return undefined as T;
    if (!isJson(response)) throw new ApiError(NOT_JSON_MESSAGE, response.status);
    return (await response.json().catch(() => {
      throw new ApiError(NOT_JSON_MESSAGE, response.status);
    })) as T;
  } catch (error) {
    // Something threw a non-Error (a string, a rejected promise without a reason): give callers a message.
    if (error instanceof Error) throw error;
    throw new Error(UNEXPECTED_ERROR_MESSAGE);
  }
}

/**
 * Calls the API and parses its answer with the call's own schema (the contract's, domain/src/<area>/*-api.ts, the
 * one the server answers with): an answer of another shape rejects with InvalidResponseError, so a screen never reads
 * half of it. Rejects like `apiRequest` otherwise.
 */
export async function apiAnswer<S extends z.ZodType>(schema: S, path: string, options: RequestOptions = {}): Promise<z.output<S>> {
  const answer = schema.safeParse(await apiRequest<unknown>(path, options));
  if (!answer.success) throw new InvalidResponseError();
  return answer.data;
}

/**
 * Fetches a file (a download) with the same session and read-your-writes headers as `apiRequest`; rejects like it
 * when the server refuses. The caller reads the bytes and headers it needs from the response.
 */
export async function apiFile(path: string): Promise<Response> {
  const token = getStoredToken();
  const headers = requestHeaders(token, false);
  headers.set('Accept', '*/*');
  const response = await fetch(path, { headers, credentials: 'include' });
  if (!response.ok) throw await errorFrom(response, token);
  return response;
}

function requestHeaders(token: string | null, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // Only with a body: Fastify rejects a JSON content type on an empty body (e.g. a DELETE).
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const position = lastEventPosition();
  if (position) headers.set('x-min-position', position);
  return headers;
}

async function errorFrom(response: Response, sentToken: string | null): Promise<ApiError> {
  const statusText = response.statusText || String(response.status);
  if (response.status >= 500) return new ApiError(`Server error: ${statusText}`, response.status);
  const body: unknown = isJson(response)
    ? await response.json().catch(() => undefined)
    : await response.text().catch(() => undefined);
  if (response.status === 401) {
    for (const listener of sessionRefusedListeners) listener(sentToken);
    return new SessionExpiredError(body);
  }
  const message = messageOf(body) ?? `Request failed: ${statusText}`;
  return new ApiError(message, response.status, body);
}

/**
 * What the server itself said about a failed call: the `message` of a JSON error body, or a plain-text body (login
 * errors are plain text). Undefined for anything else (a 5xx, whose body is not shown; a network error), so callers
 * fall back to their own wording. Forms show this text (docs/product.md "Error catalogue": "surface the server's
 * response text").
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (typeof error.body === 'string') {
    const text = error.body.trim();
    // A proxy's HTML error page is not a message.
    return text !== '' && !text.startsWith('<') ? text : undefined;
  }
  return messageOf(error.body);
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/([\w.+-]+\+)?json\b/i.test(type);
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

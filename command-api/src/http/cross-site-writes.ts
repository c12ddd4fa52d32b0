// Cross-site request forgery: the browser attaches the session cookie to a request whatever page sends it, so a write
// signed in by the cookie must show that it comes from the site itself. Two checks, before anything else runs:
// - its body, if any, is JSON: a page of another origin can only send JSON after a CORS preflight, which this API
//   never grants (a <form> or a "simple" fetch sends text/plain, urlencoded or multipart);
// - its Origin (or, without one, its Referer) is the site's own (PUBLIC_URL), which a same-site sibling host or a
//   page on another port cannot fake.
// A bearer token is never attached by the browser on its own, so those calls are not checked. Decisions, and how to
// set PUBLIC_URL behind a proxy: docs/operations.md ("Security").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden } from '@app/domain/shared/errors';
import { sessionTokenOf } from '@app/infra/sessions/authentication';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Names of this machine: a site on the loopback is the same site under any of them (same scheme and port). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const NOT_JSON_MESSAGE = 'Cross-site request refused: a write signed in with the session cookie must send its body as JSON (Content-Type: application/json)';

export function foreignOriginMessage(expected: string, seen: string | undefined): string {
  const from = seen === undefined ? 'no usable Origin or Referer header' : `from ${seen}`;
  return `Cross-site request refused: a write signed in with the session cookie must come from ${expected} (this one came ${from})`;
}

/** Whether the session comes from the cookie: the token of an `Authorization: Bearer` header wins over it. */
function signedInByCookie(request: FastifyRequest): boolean {
  return !request.headers.authorization?.startsWith('Bearer ') && sessionTokenOf(request) !== undefined;
}

/** As Fastify decides it: a body is announced by its length or by chunked transfer. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    // Opaque origins (a sandboxed frame, a data: page) serialise as "null".
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origin the request says it comes from: its Origin header, else its Referer's (some privacy tools drop Origin). */
function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin);
  return referer === undefined ? undefined : originOf(referer);
}

/** Whether an origin is the site's own (PUBLIC_URL's); for a site on the loopback, under any of the machine's names. */
export function siteOrigin(publicUrl: string): (origin: string) => boolean {
  const site = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(site.hostname)) return (origin) => origin === site.origin;
  return (origin) => {
    const url = new URL(origin);
    return url.protocol === site.protocol && url.port === site.port && LOOPBACK_HOSTS.has(url.hostname);
  };
}

export function installCrossSiteWriteGuard(app: FastifyInstance, publicUrl: string): void {
  const expected = new URL(publicUrl).origin;
  const isSiteOrigin = siteOrigin(publicUrl);
  const refusal = (request: FastifyRequest): Forbidden | undefined => {
    if (!WRITE_METHODS.has(request.method) || !signedInByCookie(request)) return undefined;
    if (hasBody(request) && !isJson(request.headers['content-type'])) return new Forbidden(NOT_JSON_MESSAGE);
    const origin = requestOrigin(request);
    return origin !== undefined && isSiteOrigin(origin) ? undefined : new Forbidden(foreignOriginMessage(expected, origin));
  };
  app.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
}

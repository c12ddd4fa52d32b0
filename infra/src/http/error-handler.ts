// One error handler for both HTTP apps: typed errors become the spec's status codes with a JSON `message`
// (and `errors` for forms); anything unexpected is logged and answered with a plain 500, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { Conflict, Forbidden, NotFound, TooManyRequests, Unauthenticated, ValidationError } from '@app/domain/shared/errors';
import { StreamNotFound } from '../event-store/errors';

/** Every error answer's body: the spec's `message`, and for a form each field's message. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) return reply.status(400).send({ message: error.message, errors: error.errors });
    if (error instanceof Unauthenticated) return reply.status(401).send({ message: error.message });
    if (error instanceof Forbidden) return reply.status(403).send({ message: error.message });
    if (error instanceof NotFound || error instanceof StreamNotFound) return reply.status(404).send({ message: error.message || 'Not found' });
    if (error instanceof Conflict) return reply.status(409).send({ message: error.message });
    if (error instanceof TooManyRequests) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(429).send({ message: error.message });
    }
    // Fastify's own client errors (malformed JSON, wrong content type, body too large) keep their 4xx status.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

/**
 * Unknown `/api` routes answer a JSON 404. Other GETs get `spaFallback` when given (the SPA's index.html, so its
 * client-side routes survive a reload), else the same JSON 404. Set once, on the root instance.
 */
export function installNotFound(app: FastifyInstance, spaFallback?: (reply: FastifyReply) => FastifyReply): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (spaFallback && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api') return spaFallback(reply);
    return reply.status(404).send({ message: `No route for ${request.method} ${path}` });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message;
  }
}

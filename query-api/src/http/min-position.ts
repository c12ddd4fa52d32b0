// Read-your-writes: a request carrying `x-min-position` (the last `x-event-position` its client received) waits,
// bounded, until the projections have reached that position; past the bound it is answered anyway, marked
// `x-stale: true`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '@app/domain/shared/errors';
import { parsePosition, type Position } from '@app/infra/event-store/position';

/** The request follows its client's own write: an in-memory index answering it must take that write in first. */
export function readsOwnWrite(request: FastifyRequest): boolean {
  return request.headers['x-min-position'] !== undefined;
}

export type WaitForPosition = (position: Position, options: { timeoutMs: number }) => Promise<boolean>;

export function installMinPosition(app: FastifyInstance, waitForPosition: WaitForPosition, timeoutMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-min-position'];
    if (header === undefined) return;
    const position = parsePosition(Array.isArray(header) ? header[0] : header);
    if (!position) {
      throw new ValidationError('x-min-position must be a position received in x-event-position', {
        'x-min-position': 'Invalid position',
      });
    }
    if (!(await waitForPosition(position, { timeoutMs }))) void reply.header('x-stale', 'true');
  });
}

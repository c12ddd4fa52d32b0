// Per-request command plumbing: the envelope (ids recorded in event metadata) and the position of the last event
// the request appended, which every response carries in `x-event-position` (read-your-writes).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Command, Decider, DomainEvent } from '@app/domain/shared/decider';
import { formatPosition, maxPosition, type Position } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { Clock } from '../clock';
import type { CommandEnvelope, CommandHandler, CommandScope, HandledCommand, RunCommand } from '../commands/command-handler';

declare module 'fastify' {
  interface FastifyRequest {
    lastPosition?: Position;
  }
  interface FastifyInstance {
    /** The time every command and decision of this API is taken at. */
    clock: Clock;
    /** Runs a command through the one command handler on behalf of this request (under its own envelope by default). */
    runCommand<State, C extends Command, E extends DomainEvent, R = never>(
      request: FastifyRequest,
      decider: Decider<State, C, E, R>,
      streamId: string,
      command: C,
      envelope?: CommandEnvelope,
    ): Promise<HandledCommand<State, R>>;
  }
}

const ID_PATTERN = /^[\w.:-]{1,100}$/;

export function envelopeOf(request: FastifyRequest): CommandEnvelope {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined;
  };
  const commandId = uuidv7();
  const key = request.headers['idempotency-key'];
  return {
    commandId,
    correlationId: header('x-correlation-id') ?? commandId,
    causationId: header('x-causation-id') ?? commandId,
    ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
  };
}

export function installCommandContext(app: FastifyInstance, handle: CommandHandler, clock: Clock): void {
  app.decorate('clock', clock);
  app.decorate('runCommand', async function runCommand(request, decider, streamId, command, envelope = envelopeOf(request)) {
    const result = await handle(decider, streamId, command, envelope);
    request.lastPosition = maxPosition(request.lastPosition, result.position);
    return result;
  } as FastifyInstance['runCommand']);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.lastPosition) void reply.header('x-event-position', formatPosition(request.lastPosition));
    return payload;
  });
}

/** The command handler bound to this request (for workflows that run several commands). */
export function runFor(app: FastifyInstance, request: FastifyRequest): RunCommand {
  return (decider, streamId, command) => app.runCommand(request, decider, streamId, command);
}

/** The command handler bound to this request and the API's clock: what a workflow (ideas/, workspace/, …) runs on. */
export function scopeOf(app: FastifyInstance, request: FastifyRequest): CommandScope {
  return {
    run: runFor(app, request),
    runAs: (envelope) => (decider, streamId, command) => app.runCommand(request, decider, streamId, command, envelope),
    clock: app.clock,
  };
}

/** Adds `position` to an object response body (spec responses that are objects carry it). */
export function withPosition<T extends object>(request: FastifyRequest, body: T): T & { position?: string } {
  return request.lastPosition ? { ...body, position: formatPosition(request.lastPosition) } : body;
}

// The admin's trend calls turn into one command on the trend's stream (`trend-<id>`), taken at the API's clock.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '@app/domain/shared/decider';
import { trendDecider, type TrendCommand } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { runFor } from '../../http/command-context';

export function onTrend(app: FastifyInstance, request: FastifyRequest, trendId: number, command: Omit<TrendCommand, 'metadata'>, actor: Actor, now = app.clock.now()) {
  return runFor(app, request)(trendDecider, trendStreamId(trendId), { ...command, metadata: { actor, now } } as TrendCommand);
}

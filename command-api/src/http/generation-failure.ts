// An AI generation that failed (workspace/generation.ts) is answered 502 with the call's own text, and logged.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiGenerationFailed } from '@app/infra/ai/ai-generator';

export function answerGenerationFailure(request: FastifyRequest, reply: FastifyReply, { failure, message }: { failure: AiGenerationFailed; message: string }): FastifyReply {
  request.log.warn({ err: failure }, 'AI generation failed');
  return reply.status(502).send({ message });
}

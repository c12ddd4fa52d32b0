// AI generation for the workspace. The route has checked the rules on the workspace it loaded; the AI then takes
// seconds, and only afterwards is the decision taken and appended, through the one command handler: it reloads the
// stream, decides again with the generated content and appends with the revision it read, retrying on a concurrent
// append. So a request that lost a race for the last slot of a cap is refused, and nothing is generated twice.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WorkspaceCommand } from '@app/domain/workspace/workspace-commands';
import type { WorkspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { runFor } from '../../http/command-context';

export interface Generation<Generated, Recorded extends WorkspaceEvent['type']> {
  userId: string;
  /** The decider the route loaded the workspace with (for a copy: the one knowing whether its original is deleted). */
  decider: WorkspaceDecider;
  /** The event the command records. */
  records: Recorded;
  generate(): Promise<Generated>;
  /** The spec's text for a failed generation (answered with 502). */
  failureMessage: string;
  /** The command recording what was generated (ids are allocated here, once the AI has succeeded). */
  command(generated: Generated): Promise<WorkspaceCommand>;
}

/** The event recorded, or undefined when the AI failed and the 502 has been sent. */
export async function generateThenRecord<Generated, Recorded extends WorkspaceEvent['type']>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  generation: Generation<Generated, Recorded>,
): Promise<Extract<WorkspaceEvent, { type: Recorded }> | undefined> {
  let generated: Generated;
  try {
    generated = await generation.generate();
  } catch (error) {
    if (!(error instanceof AiGenerationFailed)) throw error;
    request.log.warn({ err: error }, 'AI generation failed');
    void reply.status(502).send({ message: generation.failureMessage });
    return undefined;
  }
  const command = await generation.command(generated);
  const { events } = await runFor(app, request)(generation.decider, workspaceStreamId(generation.userId), command);
  const event = events.find((recorded): recorded is Extract<WorkspaceEvent, { type: Recorded }> => recorded.type === generation.records);
  // Every generation takes fresh ids, so its command always records its event.
  if (!event) throw new Error(`${command.type} did not record ${generation.records}`);
  return event;
}

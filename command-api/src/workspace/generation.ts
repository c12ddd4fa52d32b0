// AI generation for the workspace (docs/product.md "Workspace and AI generation"): a user idea, a document, a power-up.
// The rules are checked on the workspace as read (reads/workspace-reads.ts) before spending seconds on the AI; only
// afterwards is the decision taken and appended, through the one command handler: it reloads the stream, decides again
// with the generated content and appends with the revision it read, retrying on a concurrent append. So a request that
// lost a race for the last slot of a cap is refused, and nothing is generated twice.
import type { z } from 'zod';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { documentPromptType, powerUpPromptType } from '@app/domain/prompts/prompt-types';
import { ideaPromptValues, problemPromptValues } from '@app/domain/prompts/prompt-values';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { Actor } from '@app/domain/shared/decider';
import type { PowerUpType } from '@app/domain/workspace/power-ups';
import type { generateIdeaSchema } from '@app/domain/workspace/schemas';
import type { WorkspaceCommand } from '@app/domain/workspace/workspace-commands';
import {
  checkDocumentGeneration,
  checkIdeaGeneration,
  checkPowerUpGeneration,
  workspaceDecider,
  type WorkspaceDecider,
} from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { copyKindOf, type UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import type { Clock } from '../clock';
import type { CommandScope } from '../commands/command-handler';
import { COPY_ID_SEQUENCES, nextId } from '../ids/id-sequences';
import { allocateUserIdeaId } from '../ids/user-idea-owners';
import { loadWorkspace } from '../reads/stream-states';
import { loadWorkspaceAbout } from '../reads/workspace-reads';
import { recordMemberScoring, type PublicIdeaDeps } from './public-ideas';
import type { WorkspaceDeps } from './workspace-deps';

export const IDEA_GENERATION_FAILED = 'Failed to generate idea. Please try again.';
export const DOCUMENT_GENERATION_FAILED = 'Failed to generate document. Please try again.';
export const POWER_UP_GENERATION_FAILED = 'Failed to generate power-up';

const IDEA_PROMPT_TYPES = { UGI: 'IDEA_UGI', UGP2P: 'IDEA_UGP2P' } as const satisfies Record<UserIdeaSource, string>;

/** The event a generation recorded, or the AI's failure with the spec's text for it (answered with 502). */
export type GenerationOutcome<Recorded extends WorkspaceEvent['type']> =
  | { event: Extract<WorkspaceEvent, { type: Recorded }> }
  | { failure: AiGenerationFailed; message: string };

interface Generation<Generated, Recorded extends WorkspaceEvent['type']> {
  userId: string;
  /** The decider the workspace was loaded with (for a copy: the one knowing whether its original is deleted). */
  decider: WorkspaceDecider;
  /** The event the command records. */
  records: Recorded;
  generate(): Promise<Generated>;
  /** The spec's text for a failed generation. */
  failureMessage: string;
  /** The command recording what was generated (ids are allocated here, once the AI has succeeded). */
  command(generated: Generated): Promise<WorkspaceCommand>;
}

async function generateThenRecord<Generated, Recorded extends WorkspaceEvent['type']>(
  { run }: CommandScope,
  generation: Generation<Generated, Recorded>,
): Promise<GenerationOutcome<Recorded>> {
  let generated: Generated;
  try {
    generated = await generation.generate();
  } catch (error) {
    if (!(error instanceof AiGenerationFailed)) throw error;
    return { failure: error, message: generation.failureMessage };
  }
  const command = await generation.command(generated);
  const { events } = await run(generation.decider, workspaceStreamId(generation.userId), command);
  const event = events.find((recorded): recorded is Extract<WorkspaceEvent, { type: Recorded }> => recorded.type === generation.records);
  // Every generation takes fresh ids, so its command always records its event.
  if (!event) throw new Error(`${command.type} did not record ${generation.records}`);
  return { event };
}

/**
 * The monthly cap and the role, checked before the problem's text is read (docs/product.md "Workspace and AI
 * generation"'s order).
 */
export async function checkBelowIdeaCap(deps: WorkspaceDeps, clock: Clock, actor: Actor): Promise<void> {
  checkIdeaGeneration(await loadWorkspace(deps, actor.userId), { actor, now: clock.now() });
}

/**
 * A PRO member's problem becomes a user idea of `source` and its copy in their workspace; one generated public is
 * scored (its scoring job recorded with its id, queued once the idea is: public-ideas.ts).
 */
export async function generateUserIdea(
  scope: CommandScope,
  deps: PublicIdeaDeps,
  actor: Actor,
  source: UserIdeaSource,
  { userContext, isPrivate, categories }: z.output<typeof generateIdeaSchema>,
): Promise<GenerationOutcome<'UserIdeaGenerated'>> {
  const promptType = IDEA_PROMPT_TYPES[source];
  const prompts = await loadPrompts(deps.eventStore);
  let queueScoring: (() => Promise<void>) | undefined;
  const outcome = await generateThenRecord(scope, {
    userId: actor.userId,
    decider: workspaceDecider,
    records: 'UserIdeaGenerated',
    failureMessage: IDEA_GENERATION_FAILED,
    generate: () => deps.ai.generateIdea({ promptType, prompt: fillPrompt(prompts[promptType].content, problemPromptValues(userContext, categories)), userContext }),
    command: async ({ idea, generation }) => {
      const ideaId = await allocateUserIdeaId(deps.db, source, actor.userId);
      if (!isPrivate) queueScoring = await recordMemberScoring(scope, deps, actor.userId, ideaId);
      return {
        type: 'GenerateUserIdea',
        data: { ideaId, copyId: await nextId(deps.db, COPY_ID_SEQUENCES[copyKindOf(source)]), source, idea, private: isPrivate, userContext, generation },
        metadata: { actor, now: scope.clock.now() },
      };
    },
  });
  await queueScoring?.();
  return outcome;
}

/** A PRO member's document for a copy in their workspace; one per type and copy, at most 100 copies a month. */
export async function generateDocument(scope: CommandScope, deps: WorkspaceDeps, actor: Actor, copyId: number, type: DocumentType): Promise<GenerationOutcome<'WorkspaceDocumentGenerated'>> {
  const { state, decider } = await loadWorkspaceAbout(deps, actor.userId, { copyId });
  const { copy } = checkDocumentGeneration(state, { actor, now: scope.clock.now() }, copyId, type);
  const promptType = documentPromptType(type);
  const prompts = await loadPrompts(deps.eventStore);
  return generateThenRecord(scope, {
    userId: actor.userId,
    decider,
    records: 'WorkspaceDocumentGenerated',
    failureMessage: DOCUMENT_GENERATION_FAILED,
    generate: () => deps.ai.generateDocument({ promptType, prompt: fillPrompt(prompts[promptType].content, ideaPromptValues(copy.idea)), idea: copy.idea, documentType: type }),
    // Member documents share the platform documents' sequence, so a download's document id names one document.
    command: async ({ content, generation }) => ({
      type: 'GenerateWorkspaceDocument',
      data: { documentId: await nextId(deps.db, 'idea_document_ids'), copyId, type, content, generation },
      metadata: { actor, now: scope.clock.now() },
    }),
  });
}

/** A power-up for a copy in the member's workspace, for any role but FREE; one per type and copy. */
export async function generatePowerUp(scope: CommandScope, deps: WorkspaceDeps, actor: Actor, copyId: number, type: PowerUpType): Promise<GenerationOutcome<'PowerUpGenerated'>> {
  const { state, decider } = await loadWorkspaceAbout(deps, actor.userId, { copyId });
  const { copy } = checkPowerUpGeneration(state, { actor, now: scope.clock.now() }, copyId, type);
  const promptType = powerUpPromptType(type);
  const prompts = await loadPrompts(deps.eventStore);
  return generateThenRecord(scope, {
    userId: actor.userId,
    decider,
    records: 'PowerUpGenerated',
    failureMessage: POWER_UP_GENERATION_FAILED,
    generate: () => deps.ai.generatePowerUp({ promptType, prompt: fillPrompt(prompts[promptType].content, ideaPromptValues(copy.idea)), idea: copy.idea, powerUpType: type }),
    command: async ({ content, generation }) => ({
      type: 'GeneratePowerUp',
      data: { powerUpId: await nextId(deps.db, 'powerup_ids'), copyId, type, content, generation },
      metadata: { actor, now: scope.clock.now() },
    }),
  });
}

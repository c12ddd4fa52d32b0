// The AI generation port (docs/architecture.md "Outside services"): what the workspace and the jobs ask the AI for. Two providers:
// `local` (offline, deterministic; the default) and `openai` (any OpenAI-compatible server). The caller fills the
// prompt template; a provider returns the content with the record of the generation (model, tokens, latency) that the
// generation events carry.
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { PromptType } from '@app/domain/prompts/prompt-types';
import type { Scorecard } from '@app/domain/scoring/scorecard';
import type { ScoredFields } from '@app/domain/scoring/scored-fields';
import type { PowerUpType } from '@app/domain/workspace/power-ups';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';

export interface IdeaGenerationInput {
  /** A member's problem-to-product (UGI, UGP2P), or an admin's batch idea (FREE, PREMIUM: the idea takes that type). */
  promptType: 'IDEA_UGI' | 'IDEA_UGP2P' | 'IDEA_FREE' | 'IDEA_PREMIUM';
  /** The filled template. */
  prompt: string;
  /**
   * The member's problem, as typed; for a batch idea, what sets it apart within its batch (batch and item), so that a
   * batch of the same categories is not one idea many times.
   */
  userContext: string;
  /** A batch idea's categories as the admin typed them ('' for any): the idea is written in one of them. */
  categories?: string;
  /**
   * A batch idea's attempt (0 first): the job asks again with the next variant when the idea repeats one of the
   * catalog's (command-api/src/distinct-ideas/), and each variant must be another idea.
   */
  variant?: number;
}

export interface ContentGenerationInput {
  promptType: PromptType;
  /** The filled template. */
  prompt: string;
  idea: CopyFields;
  documentType?: DocumentType;
  powerUpType?: PowerUpType;
}

/** A platform idea's scorecard under the rubric (docs/product.md "Scores and market sizing"). */
export interface ScoringInput {
  /** The scoring prompt, filled with the idea's fields. */
  prompt: string;
  idea: ScoredFields;
}

export interface AiGenerator {
  readonly provider: 'local' | 'openai';
  generateIdea(input: IdeaGenerationInput, signal?: AbortSignal): Promise<{ idea: CopyFields; generation: GenerationRecord }>;
  generateDocument(
    input: ContentGenerationInput & { documentType: DocumentType },
    signal?: AbortSignal,
  ): Promise<{ content: string; generation: GenerationRecord }>;
  generatePowerUp(
    input: ContentGenerationInput & { powerUpType: PowerUpType },
    signal?: AbortSignal,
  ): Promise<{ content: string; generation: GenerationRecord }>;
  scoreIdea(input: ScoringInput, signal?: AbortSignal): Promise<{ scorecard: Scorecard; generation: GenerationRecord }>;
}

/**
 * Any generation that did not produce usable content: HTTP error, timeout, refusal, output that fails validation.
 * The message is the reason, for logs; the HTTP answer is the caller's ('Failed to generate idea. Please try again.').
 */
export class AiGenerationFailed extends Error {
  override readonly name = 'AiGenerationFailed';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
  }
}

/** The rough token count of a text (≈ 4 characters a token for English), for providers that report none. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

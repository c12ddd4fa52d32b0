// The default AI provider (docs/architecture.md "Outside services"): offline and deterministic. It reads its whole
// input as the seed, so the same request writes the same content and different problems write different ideas (a
// batch idea's input names its batch and item, so every idea of a batch differs). Token
// counts are estimated from the text (≈ 4 characters a token) so the cost views have numbers to show; latency is the
// time it took. The prompt only counts for the tokens: an admin rewording a template does not change what the local
// provider writes, nor the scorecards it computes (score-idea.ts follows the default rubric).
import type { PromptType } from '@app/domain/prompts/prompt-types';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import { estimateTokens, type AiGenerator } from '../ai-generator';
import { textRng } from '@app/domain/shared/rng';
import { scoreIdeaLocally } from './score-idea';
import { writeDocument } from './write-documents';
import { writeBatchIdea, writeIdea } from './write-idea';
import { writePowerUp } from './write-power-up';

export const LOCAL_MODEL = 'local-deterministic-1';

/** Writes the content, timing it; rejects (never throws synchronously) when the caller has already given up. */
function generate<T>(
  promptType: PromptType,
  prompt: string,
  signal: AbortSignal | undefined,
  write: () => T,
  text: (value: T) => string,
): Promise<{ value: T; generation: GenerationRecord }> {
  return new Promise((resolve) => {
    signal?.throwIfAborted();
    const started = performance.now();
    const value = write();
    const generation: GenerationRecord = {
      promptType,
      model: LOCAL_MODEL,
      tokensIn: estimateTokens(prompt),
      tokensOut: estimateTokens(text(value)),
      latencyMs: Math.round(performance.now() - started),
    };
    resolve({ value, generation });
  });
}

export function createLocalAiGenerator(): AiGenerator {
  return {
    provider: 'local',
    async generateIdea({ promptType, prompt, userContext, categories = '', variant = 0 }, signal) {
      // The first variant keeps the seed it always had, so what was written before is written again.
      const random = textRng(JSON.stringify([promptType, userContext, categories, ...(variant > 0 ? [variant] : [])]));
      const write = () =>
        promptType === 'IDEA_FREE' || promptType === 'IDEA_PREMIUM'
          ? writeBatchIdea(promptType === 'IDEA_FREE' ? 'FREE' : 'PREMIUM', categories, random)
          : writeIdea(userContext, random);
      const { value, generation } = await generate(promptType, prompt, signal, write, JSON.stringify);
      return { idea: value, generation };
    },
    async generateDocument({ promptType, prompt, idea, documentType }, signal) {
      const random = textRng(JSON.stringify([documentType, idea]));
      const { value, generation } = await generate(promptType, prompt, signal, () => writeDocument(documentType, idea, random), String);
      return { content: value, generation };
    },
    async generatePowerUp({ promptType, prompt, idea, powerUpType }, signal) {
      const random = textRng(JSON.stringify([powerUpType, idea]));
      const { value, generation } = await generate(promptType, prompt, signal, () => writePowerUp(powerUpType, idea, random), String);
      return { content: value, generation };
    },
    async scoreIdea({ prompt, idea }, signal) {
      const { value, generation } = await generate('SCORING', prompt, signal, () => scoreIdeaLocally(idea), JSON.stringify);
      return { scorecard: value, generation };
    },
  };
}

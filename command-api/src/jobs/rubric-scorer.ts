// What scoring an idea takes, whoever's idea it is (score-item.ts: a chunk of platform ideas; member-score-item.ts: a
// member's ideas): the rubric version's prompt, the AI's scorecard of the idea's fields with the provenance its event
// records, and the item's AI use and outcome counted the same way (docs/product.md "Scores and market sizing").
import type { ItemOutcome } from '@app/domain/jobs/job-decider';
import type { ScoreIdea } from '@app/domain/ideas/idea-commands';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { ideaPromptValues } from '@app/domain/prompts/prompt-values';
import { scoredFieldsOf } from '@app/domain/scoring/scored-fields';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { loadScoringPrompt } from '@app/infra/ai/prompt-store';
import { scoringPromptHash } from '@app/infra/ai/scoring-hashes';
import { loadRubric } from '../reads/stream-states';
import type { JobItemDeps } from './job-item-context';

/** What became of one idea of an item: absent counts nowhere (no such idea, deleted, private). */
export type IdeaOutcome = 'scored' | 'unchanged' | 'failed' | 'absent';

export interface RubricScorer {
  /** The command data of the idea's score, or 'failed' when the AI could not score it (counted, not thrown). */
  score(fields: CopyFields, fieldsHash: string): Promise<ScoreIdea['data'] | 'failed'>;
  /** The item's outcome: its ideas counted, and the AI calls it made summed. */
  outcome(outcomes: readonly IdeaOutcome[]): ItemOutcome;
}

export async function rubricScorer(deps: JobItemDeps, rubricVersion: number): Promise<RubricScorer> {
  const version = (await loadRubric(deps.eventStore)).versions.find((entry) => entry.version === rubricVersion);
  const prompt = version && (await loadScoringPrompt(deps.eventStore, version.promptHash));
  if (!prompt) throw new Error(`No scoring prompt for rubric version ${rubricVersion}`);
  const promptHash = scoringPromptHash(prompt);
  const generations: GenerationRecord[] = [];
  const { provider } = deps.ai;
  return {
    async score(fields, fieldsHash) {
      let scored;
      try {
        scored = await deps.ai.scoreIdea({ prompt: fillPrompt(prompt, ideaPromptValues(fields)), idea: scoredFieldsOf(fields) });
      } catch (error) {
        if (error instanceof AiGenerationFailed) return 'failed';
        throw error;
      }
      const { scorecard, generation } = scored;
      generations.push(generation);
      return { rubricVersion, scorecard, fieldsHash, promptHash, provider, model: generation.model, tokensIn: generation.tokensIn, tokensOut: generation.tokensOut };
    },
    outcome(outcomes) {
      const count = (outcome: IdeaOutcome) => outcomes.filter((candidate) => candidate === outcome).length;
      return {
        succeeded: true,
        result: { kind: 'scores', scored: count('scored'), unchanged: count('unchanged'), failed: count('failed') },
        generation: {
          promptType: 'SCORING',
          model: generations[0]?.model ?? provider,
          tokensIn: generations.reduce((sum, generation) => sum + generation.tokensIn, 0),
          tokensOut: generations.reduce((sum, generation) => sum + generation.tokensOut, 0),
          latencyMs: generations.reduce((sum, generation) => sum + generation.latencyMs, 0),
        },
      };
    },
  };
}

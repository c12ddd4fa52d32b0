// Chooses the AI provider from configuration (AI_PROVIDER): the offline local one by default, OpenAI when asked.
import type { AiConfig } from '../config/config';
import type { AiGenerator } from './ai-generator';
import { createLocalAiGenerator } from './local/local-ai-generator';
import { createOpenAiGenerator } from './openai/openai-ai-generator';

export function createAiGenerator(config: AiConfig): AiGenerator {
  return config.kind === 'openai' ? createOpenAiGenerator(config) : createLocalAiGenerator();
}

import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/config';
import { createAiGenerator } from './create-ai-generator';

describe('createAiGenerator', () => {
  it('runs the local provider unless AI_PROVIDER=openai', () => {
    expect(createAiGenerator(readConfig({}).ai).provider).toBe('local');
    expect(createAiGenerator(readConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).ai).provider).toBe('openai');
  });
});

// Against an OpenAI-compatible server of our own on 127.0.0.1 (never the internet): each test says how it answers.
import { scoredFieldsOf } from '@app/domain/scoring/scored-fields';
import { sampleScorecard } from '@app/domain/scoring/testing/sample-scorecard';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { afterEach, describe, expect, it } from 'vitest';
import { AiGenerationFailed } from '../ai-generator';
import { createOpenAiGenerator, type OpenAiOptions } from './openai-ai-generator';
import { completion, generatedIdea, json, startFakeOpenAi, type Answer, type FakeOpenAi } from './testing/fake-openai';

const servers: FakeOpenAi[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Starts the fake server; `requests` records each request's body. */
async function fakeOpenAi(answer: Answer) {
  const server = await startFakeOpenAi(answer);
  servers.push(server);
  const options: OpenAiOptions = { apiKey: 'sk-test', model: 'gpt-test', baseUrl: server.baseUrl, timeoutMs: 2000 };
  return { requests: server.requests, options };
}

const ideaInput = { promptType: 'IDEA_UGI', prompt: 'Turn this problem into a product: parking near my office', userContext: 'parking near my office' } as const;
const { assumptions: _assumptions, ...facts } = generatedIdea;
/** The idea the provider returns: the facts, with the assumptions labelled after the revenue. */
const idea = { ...facts, revenue: '$5/month. Assumption: 5% of trial users convert to the paid plan.', type: 'PREMIUM', mockup: null } as CopyFields;

describe('OpenAI provider', () => {
  it('generates an idea as structured output, with the usage and model of the answer', async () => {
    const { requests, options } = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify(generatedIdea))));
    const result = await createOpenAiGenerator(options).generateIdea(ideaInput);
    expect(result.idea).toEqual(idea);
    expect(result.generation).toEqual({ promptType: 'IDEA_UGI', model: 'gpt-test-2025', tokensIn: 321, tokensOut: 654, latencyMs: expect.any(Number) as number });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'idea', strict: true } } });
    expect(requests[0]?.messages.at(-1)).toEqual({ role: 'user', content: ideaInput.prompt });
  });

  it('asks for no invented facts and keeps the assumptions apart from them', async () => {
    const { requests, options } = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify({ ...generatedIdea, assumptions: ['Half of the pilots renew'] }))));
    const result = await createOpenAiGenerator(options).generateIdea(ideaInput);
    expect(result.idea).not.toHaveProperty('assumptions');
    expect(result.idea.revenue).toBe('$5/month. Assumption: Half of the pilots renew.');
    const system = requests[0]?.messages[0]?.content ?? '';
    expect(system).toMatch(/no interviews and has no sign-ups, users, customers or revenue/);
    expect(JSON.parse(system.slice(system.indexOf('{'))) as unknown).toMatchObject({ required: expect.arrayContaining(['assumptions', 'revenue']) as unknown });
  });

  it('takes the JSON from the text when the server ignores response_format, as Ollama and llama.cpp servers may', async () => {
    // Like those servers, this one answers from the messages alone: prose around a fenced JSON object.
    const { requests, options } = await fakeOpenAi((_, res) =>
      json(res, 200, completion(`Here is the idea you asked for:\n\n\`\`\`json\n${JSON.stringify(generatedIdea, null, 2)}\n\`\`\`\nGood luck!`)));
    expect((await createOpenAiGenerator(options).generateIdea(ideaInput)).idea).toEqual(idea);
    expect(requests[0]?.messages[0]?.content).toContain('Answer with one JSON object only, matching this JSON schema:');
    const scorecard = sampleScorecard(71, 3);
    const scoring = await fakeOpenAi((_, res) => json(res, 200, completion(`Sure. ${JSON.stringify(scorecard)} Hope this helps.`)));
    expect((await createOpenAiGenerator(scoring.options).scoreIdea({ prompt: 'Score this idea', idea: scoredFieldsOf(idea) })).scorecard).toEqual(scorecard);
  });

  it('scores an idea as structured output checked with the scorecard schema', async () => {
    const scorecard = sampleScorecard(64, 6);
    const { requests, options } = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify(scorecard))));
    const result = await createOpenAiGenerator(options).scoreIdea({ prompt: 'Score this idea', idea: scoredFieldsOf(idea) });
    expect(result.scorecard).toEqual(scorecard);
    expect(result.generation).toMatchObject({ promptType: 'SCORING', model: 'gpt-test-2025', tokensIn: 321, tokensOut: 654 });
    expect(requests[0]).toMatchObject({ response_format: { type: 'json_schema', json_schema: { name: 'scorecard', strict: true } } });
  });

  it('fails a scorecard out of range, or with SAM above TAM', async () => {
    const card = sampleScorecard();
    const outOfRange = { ...card, dimensions: { ...card.dimensions, revenue: { score: 11, reason: 'Too good.' } } };
    const { options } = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify(outOfRange))));
    await expect(createOpenAiGenerator(options).scoreIdea({ prompt: 'p', idea: scoredFieldsOf(idea) })).rejects.toThrow(/SCORING: output does not match the schema/);
    const inverted = { ...card, marketSizing: { ...card.marketSizing, sam: card.marketSizing.tam * 2 } };
    const second = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify(inverted))));
    await expect(createOpenAiGenerator(second.options).scoreIdea({ prompt: 'p', idea: scoredFieldsOf(idea) })).rejects.toThrow(AiGenerationFailed);
  });

  it('generates a document as markdown, unwrapping a fence, estimating tokens when the server reports none', async () => {
    const markdown = '# ParkPing — PRD\n\n## Overview\n- Free spaces';
    const { options } = await fakeOpenAi((_, res) => json(res, 200, completion(`\`\`\`markdown\n${markdown}\n\`\`\``, false)));
    const prompt = 'Write the PRD'.repeat(10);
    const result = await createOpenAiGenerator(options).generateDocument({ promptType: 'DOC_PRD', prompt, idea, documentType: 'PRD' });
    expect(result.content).toBe(markdown);
    expect(result.generation).toMatchObject({ promptType: 'DOC_PRD', tokensIn: Math.ceil(prompt.length / 4), tokensOut: Math.ceil(result.content.length / 4) });
  });

  it('gives a batch idea the type of its prompt', async () => {
    const { options } = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify(generatedIdea))));
    const generator = createOpenAiGenerator(options);
    expect((await generator.generateIdea({ promptType: 'IDEA_FREE', prompt: 'p', userContext: 'job free-1', categories: 'TransportTech' })).idea.type).toBe('FREE');
    expect((await generator.generateIdea({ promptType: 'IDEA_PREMIUM', prompt: 'p', userContext: 'job premium-1' })).idea.type).toBe('PREMIUM');
  });

  it('fails when the idea does not match the schema', async () => {
    const { options } = await fakeOpenAi((_, res) => json(res, 200, completion(JSON.stringify({ ...generatedIdea, category: 'Underwater Basket Weaving', businessModel: 'B2X' }))));
    const failure = createOpenAiGenerator(options).generateIdea(ideaInput);
    await expect(failure).rejects.toThrow(AiGenerationFailed);
    await expect(failure).rejects.toThrow(/IDEA_UGI: output does not match the schema.*businessModel/s);
  });

  it('fails when the answer is not JSON at all, or a refusal', async () => {
    const { options } = await fakeOpenAi((_, res) => json(res, 200, completion('Sure! Here is an idea: parking.')));
    await expect(createOpenAiGenerator(options).generateIdea(ideaInput)).rejects.toThrow(AiGenerationFailed);
    const refusing = await fakeOpenAi((_, res) =>
      json(res, 200, { ...completion(''), choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' } }] }),
    );
    // Without the refusal's words: they may quote the member's text, and the error is logged.
    const refused = createOpenAiGenerator(refusing.options).generatePowerUp({ promptType: 'PU_HACKS', prompt: 'p', idea, powerUpType: 'VALIDATION_HACKS' });
    await expect(refused).rejects.toThrow(/^OpenAI PU_HACKS: refused$/);
  });

  it('times out when the server never answers, after its retries', async () => {
    const { requests, options } = await fakeOpenAi(() => undefined);
    const started = Date.now();
    const failure = createOpenAiGenerator({ ...options, timeoutMs: 150 }).generateDocument({ promptType: 'DOC_GTM', prompt: 'p', idea, documentType: 'GTM' });
    await expect(failure).rejects.toThrow(/DOC_GTM: timed out/);
    expect(requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('retries a 500 and succeeds', async () => {
    let calls = 0;
    const { requests, options } = await fakeOpenAi((_, res) => {
      calls += 1;
      if (calls === 1) json(res, 500, { error: { message: 'overloaded', type: 'server_error' } });
      else json(res, 200, completion('## Validation Hacks\n- **Fake door**: test it'));
    });
    const result = await createOpenAiGenerator(options).generatePowerUp({ promptType: 'PU_HACKS', prompt: 'p', idea, powerUpType: 'VALIDATION_HACKS' });
    expect(result.content).toContain('Fake door');
    expect(requests).toHaveLength(2);
  });

  it('gives up after two retries of errors and reports the HTTP status', async () => {
    const { requests, options } = await fakeOpenAi((_, res) => json(res, 429, { error: { message: 'rate limited', type: 'rate_limit' } }));
    await expect(createOpenAiGenerator(options).generateDocument({ promptType: 'DOC_PRD', prompt: 'p', idea, documentType: 'PRD' })).rejects.toThrow(/HTTP 429/);
    expect(requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    const { requests, options } = await fakeOpenAi((_, res) => json(res, 400, { error: { message: 'bad model', type: 'invalid_request_error' } }));
    await expect(createOpenAiGenerator(options).generateDocument({ promptType: 'DOC_PRD', prompt: 'p', idea, documentType: 'PRD' })).rejects.toThrow(/HTTP 400/);
    expect(requests).toHaveLength(1);
  });
});

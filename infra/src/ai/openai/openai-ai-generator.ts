// The OpenAI provider (docs/architecture.md "Outside services"): any OpenAI-compatible chat-completions server. The
// idea and the scorecard come back as structured output checked with zod; documents and power-ups as markdown text. The SDK bounds each
// attempt with the timeout and retries 429, 5xx, connection errors and timeouts (2 retries by default); whatever still
// fails (HTTP error, timeout, refusal, output that fails the schema, empty text) becomes AiGenerationFailed with the
// reason.
import type { PromptType } from '@app/domain/prompts/prompt-types';
import { isStorableText } from '@app/domain/shared/text';
import type { GenerationRecord } from '@app/domain/workspace/workspace-fields';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiGenerationFailed, estimateTokens, type AiGenerator } from '../ai-generator';
import { GeneratedIdeaSchema } from './generated-idea-schema';
import { scorecardSchema } from '@app/domain/scoring/scorecard';
import type { z } from 'zod';

export interface OpenAiOptions {
  apiKey: string;
  model: string;
  /** Undefined: api.openai.com. */
  baseUrl: string | undefined;
  /** Per attempt. */
  timeoutMs: number;
  maxRetries?: number;
}

/** Every idea is new: what it cannot know yet is a target or an assumption (local/README.md "No invented facts"). */
const NO_INVENTED_FACTS =
  'The idea is new: it has held no interviews and has no sign-ups, users, customers or revenue. Never state such figures as facts; write each as a labelled target or assumption.';
const SYSTEM = {
  idea: `You are a startup strategist. Answer with the JSON object the schema describes, in English. ${NO_INVENTED_FACTS}`,
  scorecard: 'You are a venture analyst. Answer with the JSON scorecard the schema describes, in English.',
  markdown: `You are an experienced startup operator. Answer in GitHub-flavoured markdown only. ${NO_INVENTED_FACTS}`,
};

export function createOpenAiGenerator(options: OpenAiOptions): AiGenerator {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: options.maxRetries ?? 2 });
  const messages = (system: string, prompt: string): ChatCompletionMessageParam[] => [
    { role: 'system', content: system },
    { role: 'user', content: prompt },
  ];

  /** Runs one generation and turns every failure into AiGenerationFailed. */
  async function attempt<T>(promptType: PromptType, prompt: string, call: () => Promise<{ completion: ChatCompletion; value: T; text: string }>) {
    const started = performance.now();
    let result: Awaited<ReturnType<typeof call>>;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof AiGenerationFailed) throw error;
      throw new AiGenerationFailed(`OpenAI ${promptType}: ${reasonOf(error)}`, { cause: error });
    }
    const { completion, value, text } = result;
    const generation: GenerationRecord = {
      promptType,
      model: completion.model || options.model,
      tokensIn: completion.usage?.prompt_tokens ?? estimateTokens(prompt),
      tokensOut: completion.usage?.completion_tokens ?? estimateTokens(text),
      latencyMs: Math.round(performance.now() - started),
    };
    return { value, generation };
  }

  async function markdown(promptType: PromptType, prompt: string, signal: AbortSignal | undefined) {
    const { value, generation } = await attempt(promptType, prompt, async () => {
      const completion = await client.chat.completions.create({ model: options.model, messages: messages(SYSTEM.markdown, prompt) }, { signal });
      const choice = completion.choices[0];
      // The refusal's words can quote the member's problem: the error, which is logged, says only that it refused.
      if (choice?.message.refusal) throw new AiGenerationFailed(`OpenAI ${promptType}: refused`);
      if (choice?.finish_reason === 'length') throw new AiGenerationFailed(`OpenAI ${promptType}: output cut at the token limit`);
      const text = unfenced(choice?.message.content ?? '');
      if (!text) throw new AiGenerationFailed(`OpenAI ${promptType}: empty answer`);
      if (!isStorableText(text)) throw new AiGenerationFailed(`OpenAI ${promptType}: the answer holds U+0000 or an unpaired surrogate`);
      return { completion, value: text, text };
    });
    return { content: value, generation };
  }

  /**
   * Structured output of `schema`. Servers that ignore `response_format` (a local Ollama or llama.cpp server, some
   * proxies) still get the schema in the system message, and may wrap their JSON in prose or a fence: the answer's
   * JSON object is taken from the text and checked with the schema here rather than by the SDK.
   */
  async function structured<T>(promptType: PromptType, prompt: string, system: string, schema: z.ZodType<T>, what: string, signal: AbortSignal | undefined) {
    const format = zodResponseFormat(schema, what);
    const instructions = `${system}\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify(format.json_schema.schema)}`;
    return attempt(promptType, prompt, async () => {
      const completion = await client.chat.completions.create({ model: options.model, messages: messages(instructions, prompt), response_format: format }, { signal });
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new AiGenerationFailed(`OpenAI ${promptType}: refused`);
      const text = message?.content ?? '';
      const json = jsonIn(text);
      if (json === undefined) throw new AiGenerationFailed(`OpenAI ${promptType}: no ${what} in the answer`);
      return { completion, value: schema.parse(json), text };
    });
  }

  return {
    provider: 'openai',
    async generateIdea({ promptType, prompt }, signal) {
      const { value, generation } = await structured(promptType, prompt, SYSTEM.idea, GeneratedIdeaSchema, 'idea', signal);
      const { assumptions, ...fields } = value;
      // User-generated ideas are PREMIUM (docs/product.md "Data model"), a batch idea has its prompt's type; a mockup
      // is added later. The idea has no field of assumptions: they follow the revenue they mostly concern, labelled.
      const idea = { ...fields, revenue: withAssumptions(fields.revenue, assumptions), type: promptType === 'IDEA_FREE' ? 'FREE' : 'PREMIUM', mockup: null } as const;
      return { idea, generation };
    },
    generateDocument: ({ promptType, prompt }, signal) => markdown(promptType, prompt, signal),
    generatePowerUp: ({ promptType, prompt }, signal) => markdown(promptType, prompt, signal),
    async scoreIdea({ prompt }, signal) {
      const { value, generation } = await structured('SCORING', prompt, SYSTEM.scorecard, scorecardSchema, 'scorecard', signal);
      return { scorecard: value, generation };
    },
  };
}

/** The JSON object of an answer: the whole text, a fenced block, or the text from its first '{' to its last '}'. */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*\n([\s\S]*?)\n```/.exec(text)?.[1];
  const braced = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  for (const candidate of [text, fenced, braced]) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Not this one: try the next reading of the answer.
    }
  }
  return undefined;
}

/** The revenue text followed by the idea's assumptions, each labelled 'Assumption:'. */
function withAssumptions(revenue: string, assumptions: readonly string[]): string {
  if (assumptions.length === 0) return revenue;
  const labelled = assumptions.map((assumption) => (/^assumption:/i.test(assumption) ? assumption : `Assumption: ${assumption}`));
  return [revenue, ...labelled].map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`)).join(' ');
}

/** Some models wrap the whole answer in a ```markdown fence despite the instructions. */
function unfenced(text: string): string {
  const fenced = /^\s*```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/.exec(text);
  return (fenced?.[1] ?? text).trim();
}

function reasonOf(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (error instanceof OpenAI.APIError && error.status) return `HTTP ${error.status} ${error.message}`;
  if (error instanceof Error && error.name === 'ZodError') return `output does not match the schema: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

// The admin's AI operations and their costs, one contract each (shared/api-contract.ts): the two generation calls
// (each a job), a job's progress and its cancel, the batch-run and batch-doc tables, the quality control and the
// system prompts. ADMIN only.
import { z } from 'zod';
import { adminIdeaListQuery } from '../ideas/admin-idea-list-query';
import { DOCUMENT_TYPES, IDEA_STATUSES, IDEA_TYPES } from '../ideas/idea-enumerations';
import { once, oneOf, wholeNumber } from '../ideas/idea-list-query';
import { MAX_GROUPS, MAX_PAIRS } from '../quality-control/quality-control-view';
import { PROMPT_GROUPS, promptFieldsOf, type PromptsByField } from '../prompts/prompt-fields';
import { updatePromptsSchema } from '../prompts/schemas';
import { apiContract, commandAnswer, messageAnswerSchema, pathUuid } from '../shared/api-contract';
import { text } from '../shared/text';
import { trendLinkViewSchema } from '../trends/trend-view';
import { JOB_NOT_FOUND } from './job-decider';
import { JOB_KINDS } from './job-events';
import { generateBatchSchema, generateDocumentsSchema } from './schemas';

const generateIdeasResultSchema = z.object({
  kind: z.literal('generate-ideas'),
  ideas: z.array(z.object({ id: z.number(), title: text(), type: z.enum(IDEA_TYPES) })),
  links: z.array(trendLinkViewSchema),
  skipped: z.array(z.number()),
  failed: z.array(z.object({ type: z.enum(IDEA_TYPES), reason: text() })),
});
const generateDocumentsResultSchema = z.object({
  kind: z.literal('generate-documents'),
  successful: z.array(z.object({ ideaId: z.number(), type: z.enum(DOCUMENT_TYPES), documentId: z.number() })),
  failed: z.array(z.object({ ideaId: z.number(), type: z.enum(DOCUMENT_TYPES), reason: text() })),
});
const scoreIdeasResultSchema = z.object({
  kind: z.literal('score-ideas'),
  rubricVersion: z.number(),
  scored: z.number(),
  unchanged: z.number(),
  failed: z.number(),
});
const jobResultSchema = z.discriminatedUnion('kind', [generateIdeasResultSchema, generateDocumentsResultSchema, scoreIdeasResultSchema]);

export const jobViewSchema = z.object({
  id: text(),
  kind: z.enum(JOB_KINDS),
  status: z.enum(['running', 'completed', 'cancelled']),
  label: text(),
  total: z.number(),
  done: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  failures: z.array(z.object({ itemKey: text(), ideaId: z.number(), documentType: z.enum(DOCUMENT_TYPES).nullable(), reason: text() })),
  requestedBy: text().nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
  result: jobResultSchema,
});

/** A generation call: its result when the job ended within the call's patience (200), else where to follow it (202). */
const jobAnswers = (result: typeof generateIdeasResultSchema | typeof generateDocumentsResultSchema) => ({
  200: result.extend({ jobId: text(), status: z.enum(['completed', 'cancelled']), position: text().optional() }),
  202: commandAnswer({ jobId: text(), status: z.literal('running'), statusUrl: text() }),
});

const figures = z.object({ latency: z.number(), tokensIn: z.number(), tokensOut: z.number() }).nullable();
export const batchRunViewSchema = z.object({
  id: text(),
  batch: z.number(),
  free: z.number(),
  premium: z.number(),
  categories: text(),
  freeLatency: z.number(),
  premiumLatency: z.number(),
  latency: z.number(),
  tokensIn: z.number(),
  tokensOut: z.number(),
  tokens: z.number(),
  tokensInFree: z.number(),
  tokensOutFree: z.number(),
  tokensInPremium: z.number(),
  tokensOutPremium: z.number(),
  createdAt: text(),
});
export const batchDocViewSchema = z.object({
  id: z.number(),
  ideaId: z.number(),
  title: text(),
  batch: z.number().nullable(),
  latency: z.number(),
  tokensIn: z.number(),
  tokensOut: z.number(),
  tokens: z.number(),
  prd: figures,
  pitch: figures,
  gtm: figures,
  financial: figures,
  prelaunch: figures,
  createdAt: text(),
});

const qualityControlIdeaSchema = z.object({
  id: z.number(),
  title: text(),
  description: text(),
  category: text(),
  batchNumber: z.number().nullable(),
  type: z.enum(IDEA_TYPES),
  status: z.enum(IDEA_STATUSES),
  createdAt: text(),
});
export const qualityControlViewSchema = z.object({
  exactDuplicates: z.array(z.object({ key: text(), ideas: z.array(qualityControlIdeaSchema) })),
  exactDuplicatesTotal: z.number(),
  similarIdeas: z.array(
    z.object({ idea1: qualityControlIdeaSchema, idea2: qualityControlIdeaSchema, idea1GroupSize: z.number(), idea2GroupSize: z.number(), similarity: z.number() }),
  ),
  similarIdeasTotal: z.number(),
});

/** Where a page of one of the report's lists starts. */
const pageOffset = (name: string) => wholeNumber(name, 0, 999_999_999, 0, `${name} must be a whole number from 0`);
/** How many a page of one of the report's lists holds at most: 0 answers its count alone. */
const pageLimit = (name: string, max: number) => wholeNumber(name, 0, max, max, `${name} must be a whole number from 0 to ${max}`);

/** Every prompt's content, by group and field name. */
export const promptsByFieldSchema = z.object(
  Object.fromEntries(PROMPT_GROUPS.map((group) => [group, z.object(Object.fromEntries(promptFieldsOf(group).map(([field]) => [field, text()])))])),
) as unknown as z.ZodType<PromptsByField>;

const jobParams = z.object({ id: pathUuid(JOB_NOT_FOUND) });

export const adminAiApi = {
  generateBatch: apiContract({
    method: 'POST',
    path: '/api/admin/ideas/generate-batch',
    tag: 'admin AI',
    summary: 'A job of free and premium ideas in a batch, linked to a trend; its result within 10 s, else 202 and where to follow it',
    access: 'ADMIN',
    body: generateBatchSchema,
    responses: jobAnswers(generateIdeasResultSchema),
    errors: [404],
  }),
  generateDocuments: apiContract({
    method: 'POST',
    path: '/api/admin/documents/generate',
    tag: 'admin AI',
    summary: 'A job of documents for the selected ideas; its result within 10 s, else 202 and where to follow it',
    access: 'ADMIN',
    body: generateDocumentsSchema,
    responses: jobAnswers(generateDocumentsResultSchema),
  }),
  jobs: apiContract({
    method: 'GET',
    path: '/api/admin/jobs',
    tag: 'admin AI',
    summary: 'The recent jobs, running or all',
    access: 'ADMIN',
    query: z.object({
      status: oneOf('status', ['running', 'all'] as const, () => 'status must be running or all').transform((status) => status ?? 'all'),
    }),
    responses: { 200: z.object({ jobs: z.array(jobViewSchema) }) },
  }),
  job: apiContract({
    method: 'GET',
    path: '/api/admin/jobs/:id',
    tag: 'admin AI',
    summary: "A job's progress and what it produced so far",
    access: 'ADMIN',
    params: jobParams,
    responses: { 200: jobViewSchema },
  }),
  cancelJob: apiContract({
    method: 'POST',
    path: '/api/admin/jobs/:id/cancel',
    tag: 'admin AI',
    summary: 'Cancels a job: the items not started are never run',
    access: 'ADMIN',
    params: jobParams,
    responses: { 200: messageAnswerSchema },
    errors: [409],
  }),
  batchRuns: apiContract({
    method: 'GET',
    path: '/api/admin/batches',
    tag: 'admin AI',
    summary: 'One row per batch run, newest first: latencies and tokens',
    access: 'ADMIN',
    responses: { 200: z.object({ batches: z.array(batchRunViewSchema) }) },
  }),
  batchDocs: apiContract({
    method: 'GET',
    path: '/api/admin/batch-docs',
    tag: 'admin AI',
    summary: 'One row per idea whose documents an admin generated, newest first',
    access: 'ADMIN',
    responses: { 200: z.object({ batchDocs: z.array(batchDocViewSchema) }) },
  }),
  qualityControl: apiContract({
    method: 'GET',
    path: '/api/admin/quality-control',
    tag: 'admin AI',
    summary: 'Exact duplicates and pairs at least 75% similar among the platform ideas, each list paged, with its count',
    access: 'ADMIN',
    // Empty or missing: no filter. `batch` is the admin ideas list's (the same rule and message). Each list is paged on
    // its own; without a page, its first MAX_GROUPS groups and MAX_PAIRS pairs.
    query: z.object({
      category: once('category').transform((value) => value?.trim() || undefined),
      batch: adminIdeaListQuery.shape.batch,
      groupsOffset: pageOffset('groupsOffset'),
      groupsLimit: pageLimit('groupsLimit', MAX_GROUPS),
      pairsOffset: pageOffset('pairsOffset'),
      pairsLimit: pageLimit('pairsLimit', MAX_PAIRS),
    }),
    responses: { 200: qualityControlViewSchema },
  }),
  prompts: apiContract({
    method: 'GET',
    path: '/api/admin/prompts',
    tag: 'admin AI',
    summary: 'The system prompts in force',
    access: 'ADMIN',
    responses: { 200: z.object({ prompts: promptsByFieldSchema }) },
  }),
  updatePrompts: apiContract({
    method: 'PUT',
    path: '/api/admin/prompts',
    tag: 'admin AI',
    summary: 'Edits any of the system prompts',
    access: 'ADMIN',
    body: updatePromptsSchema,
    responses: { 200: messageAnswerSchema },
  }),
};

// Inputs of the admin's AI operations (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs", "Limits"), shared
// by the command API and the admin forms. Messages are the spec's where it gives them; the rest are marked ours.
import { z } from 'zod';
import { DOCUMENT_TYPES, STAMPS } from '../ideas/idea-enumerations';
import { inputText } from '../shared/text';

/** docs/product.md "Limits": defaults 5 free and 3 premium, each 0-200. */
export const DEFAULT_FREE_COUNT = 5;
export const DEFAULT_PREMIUM_COUNT = 3;
export const MAX_BATCH_COUNT = 200;
/** Ours: one request names at most this many ideas for documents. */
export const MAX_DOCUMENT_IDEAS = 1000;

export const SELECT_IDEAS_FOR_DOCUMENTS = 'Please select at least one idea to generate documents';
// Ours (the spec gives the rules, not their words).
export const COUNT_INVALID = 'Free and premium counts must be whole numbers from 0 to 200';
export const COUNTS_SUM_ZERO = 'Ask for at least one free or premium idea';
export const BATCH_NUMBER_INVALID = 'Batch # must be a whole number of at least 0';
export const TREND_ID_INVALID = 'Trend id must be a positive whole number';
export const STAMP_INVALID = 'Stamp must be Top Picks or Crazy';
export const DOCUMENT_TYPE_INVALID = `Type must be one of ${DOCUMENT_TYPES.join(', ')}`;
export const DOCUMENT_TYPE_OR_ALL = 'Choose a document type or Generate All Documents';
const IDEA_IDS_INVALID = 'Idea ids must be positive whole numbers';

const count = (fallback: number) =>
  z.number({ error: COUNT_INVALID }).int(COUNT_INVALID).min(0, COUNT_INVALID).max(MAX_BATCH_COUNT, COUNT_INVALID).default(fallback);

export const generateBatchSchema = z
  .object({
    freeCount: count(DEFAULT_FREE_COUNT),
    premiumCount: count(DEFAULT_PREMIUM_COUNT),
    batchNumber: z.number({ error: BATCH_NUMBER_INVALID }).int(BATCH_NUMBER_INVALID).min(0, BATCH_NUMBER_INVALID).max(2_147_483_647, BATCH_NUMBER_INVALID),
    categories: inputText({ label: 'Categories', max: 1000, trim: true }, { error: 'Categories must be text' })
      .nullable()
      .default('')
      .transform((value) => value ?? ''),
    trendId: z
      .union([z.number({ error: TREND_ID_INVALID }).int(TREND_ID_INVALID).positive(TREND_ID_INVALID), z.null()], { error: TREND_ID_INVALID })
      .default(null),
    stamp: z.union([z.enum(STAMPS, { error: STAMP_INVALID }), z.null()], { error: STAMP_INVALID }).default(null),
  })
  .refine((input) => input.freeCount + input.premiumCount > 0, { message: COUNTS_SUM_ZERO, path: ['freeCount'] });
export type GenerateBatchInput = z.input<typeof generateBatchSchema>;

const ideaId = z.number({ error: IDEA_IDS_INVALID }).int(IDEA_IDS_INVALID).positive(IDEA_IDS_INVALID);

export const generateDocumentsSchema = z
  .object({
    ideaIds: z
      .array(ideaId, { error: SELECT_IDEAS_FOR_DOCUMENTS })
      .min(1, SELECT_IDEAS_FOR_DOCUMENTS)
      .max(MAX_DOCUMENT_IDEAS, `At most ${MAX_DOCUMENT_IDEAS} ideas at once`)
      .transform((ids) => [...new Set(ids)]),
    type: z.union([z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TYPE_INVALID }), z.null()], { error: DOCUMENT_TYPE_INVALID }).default(null),
    generateAll: z.boolean({ error: 'generateAll must be true or false' }).default(false),
  })
  .refine((input) => input.generateAll || input.type !== null, { message: DOCUMENT_TYPE_OR_ALL, path: ['type'] });
export type GenerateDocumentsInput = z.input<typeof generateDocumentsSchema>;

/** The document types a request asks for. */
export const requestedDocumentTypes = (input: { type: (typeof DOCUMENT_TYPES)[number] | null; generateAll: boolean }) =>
  input.generateAll ? [...DOCUMENT_TYPES] : input.type ? [input.type] : [];

// Inputs of the admin idea calls (docs/product.md "Admin: Ideas"), shared by the command API and the admin forms.
// Messages are the spec's where it gives them; the rest are marked ours.
import { z } from 'zod';
import { inputText } from '../shared/text';
import { DOCUMENT_TYPES, IDEA_SOURCES, IDEA_STATUSES, IDEA_TYPES } from './idea-enumerations';
import { GLOBAL_COUNTRY } from './countries';
import type { IdeaContent, NewIdea } from './idea-fields';

export const TITLE_AND_DESCRIPTION_REQUIRED = 'Title and description are required';
const TITLE_TOO_SHORT = 'Title must be at least 3 characters';
const TITLE_TOO_LONG = 'Title cannot exceed 100 characters';
const DESCRIPTION_TOO_SHORT = 'Description must be at least 10 characters';
// Ours.
const TYPE_INVALID = 'Type must be FREE or PREMIUM';
const STATUS_INVALID = 'Status must be Published or Unpublished';
const MOCKUP_INVALID = 'Mockup must be an https:// link';

const freeText = (params?: { error: string }) => inputText({ label: 'Text', max: 10000, trim: true }, params);
const title = inputText({ max: 100, tooLong: TITLE_TOO_LONG, trim: true }, { error: TITLE_AND_DESCRIPTION_REQUIRED }).min(3, TITLE_TOO_SHORT);
const description = freeText({ error: TITLE_AND_DESCRIPTION_REQUIRED }).min(10, DESCRIPTION_TOO_SHORT);
// A blank value reads as empty (docs/product.md "Admin: Ideas": on edit save these fields default to an empty string).
const optionalText = freeText({ error: 'Must be text' })
  .nullable()
  .transform((value) => value ?? '');
const WORD_LIST_INVALID = 'Must be a list of words';
// A word's length is checked on the list, so it reports the list's field (the union below reports its own message
// for a word too long); only text that cannot be stored names the word itself.
const wordList = z
  .array(inputText({ max: 60, tooLong: WORD_LIST_INVALID, trim: true }), { error: WORD_LIST_INVALID })
  .max(30, WORD_LIST_INVALID)
  .refine((words) => words.every((word) => word.length >= 1), WORD_LIST_INVALID);
// Tags and technologies are lists; docs/product.md "Data model" also allows an object holding the list. The members
// transform nothing: a member that transforms stops at its first issue, and the union then reports its own message
// instead.
const list = z
  .union([wordList, z.object({ list: wordList })], { error: WORD_LIST_INVALID })
  .transform((value) => [...new Set(Array.isArray(value) ? value : value.list)]);
// Optional text is nullable rather than a union with null: a union whose members all stop (as a value over its
// limit stops) reports the union's own message, not the member's.
const mockup = inputText({ label: 'Mockup', max: 2000, trim: true }, { error: MOCKUP_INVALID })
  .nullable()
  .refine((value) => !value || /^https:\/\/\S+$/.test(value), MOCKUP_INVALID)
  .transform((value) => value || null);
const stamp = inputText({ label: 'Stamp', max: 30, trim: true })
  .nullable()
  .transform((value) => value || null);

/** The content of an idea, every field optional (an edit sends what it changes; a creation gets defaults). */
const contentFields = z.object({
  title,
  description,
  category: optionalText,
  businessModel: optionalText,
  marketSize: optionalText,
  competition: optionalText,
  problem: optionalText,
  solution: optionalText,
  differentiation: optionalText,
  goToMarket: optionalText,
  wowFactor: optionalText,
  revenue: optionalText,
  timeline: optionalText,
  teamSize: optionalText,
  technologies: list,
  tags: list,
  mockup,
  country: inputText({ label: 'Country', max: 2000, trim: true }).transform((value) => value || GLOBAL_COUNTRY),
});

const ideaType = z.enum(IDEA_TYPES, { error: TYPE_INVALID });
const ideaStatus = z.enum(IDEA_STATUSES, { error: STATUS_INVALID });

/**
 * POST /api/admin/ideas/create/newidea: defaults type FREE, status Unpublished, country Global (docs/product.md "Admin:
 * Ideas").
 */
export const createIdeaSchema = contentFields
  .partial()
  .extend({
    title,
    description,
    type: ideaType.default('FREE'),
    status: ideaStatus.default('Unpublished'),
    stamp: stamp.default(null),
    batchNumber: z.number().int().min(0, 'Batch # must be at least 0').nullable().default(null),
  })
  .transform(({ type, status, stamp, batchNumber, ...content }) => ({
    idea: {
      category: '', businessModel: '', marketSize: '', competition: '', problem: '', solution: '', differentiation: '',
      goToMarket: '', wowFactor: '', revenue: '', timeline: '', teamSize: '', technologies: [], tags: [], mockup: null,
      country: GLOBAL_COUNTRY, ...content, type, stamp, batchNumber,
    } satisfies NewIdea,
    status,
  }));
export type CreateIdeaInput = z.input<typeof createIdeaSchema>;

/** PUT /api/admin/ideas/{id}: the fields sent are the fields changed; type and status go through their own rules. */
export const editIdeaSchema = contentFields
  .partial()
  .extend({ type: ideaType.optional(), status: ideaStatus.optional() })
  .transform(({ type, status, ...changes }) => ({ changes: changes satisfies Partial<IdeaContent>, type, status }));
export type EditIdeaInput = z.input<typeof editIdeaSchema>;

export const ideaTypeSchema = z.object({ type: ideaType });
export const ideaStampSchema = z.object({ stamp: stamp.optional().transform((value) => value ?? null) });
export const autoDeleteSchema = z.object({ autoDeleted: z.boolean({ error: 'autoDeleted must be true or false' }) });

const ideaId = z.number({ error: 'Idea ids must be positive whole numbers' }).int('Idea ids must be positive whole numbers').positive('Idea ids must be positive whole numbers');
/** Bulk publish and unpublish (ours: the spec gives no message for an empty selection). */
export const ideaIdsSchema = z.object({
  ideaIds: z.array(ideaId, { error: 'Please select at least one idea' }).min(1, 'Please select at least one idea').max(10000),
});

/** `?source=` on the admin's calls on one idea: says outright which collection the id names (ours). */
export const ideaSourceQuerySchema = z.object({ source: z.enum(IDEA_SOURCES, { error: 'source must be FD, UGI or UGP2P' }).optional() });

export const documentContentSchema = z.object({
  content: inputText({ label: 'Document content', max: 200000, trim: true }, { error: 'Document content is required' }).min(1, 'Document content is required'),
});
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Unknown document type' });

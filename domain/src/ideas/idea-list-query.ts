// GET /api/ideas query parameters (contract "Reads"; docs/product.md "Marketplace and idea detail"): every filter
// optional, 'All' or empty meaning no filter; anything else that is not a known value is a 400 naming the parameter.
import { z } from 'zod';
import { BUSINESS_MODELS, CATEGORIES, DEFAULT_IDEA_SORT, IDEA_SORTS, MARKETPLACE_PAGE_SIZE, MAX_IDEA_PAGE_SIZE, TECHNOLOGY_TAGS, type IdeaSort } from './idea-enumerations';
import { isCountryFilter } from './countries';
import { inputText } from '../shared/text';

const SORT_KEYS = Object.keys(IDEA_SORTS) as IdeaSort[];
export const SEARCH_MAX_LENGTH = 200;
const MAX_TREND_IDEA_IDS = 10_000;
/** Room for the longest list of ids: nine digits and a comma each. */
const MAX_TREND_IDEA_IDS_LENGTH = MAX_TREND_IDEA_IDS * 10 + 2;
/** A parameter's longest value unless it says otherwise (ours; the whole URL is at most 16 kB, Node's header limit). */
const MAX_PARAMETER_LENGTH = 1000;

interface ParameterLimit {
  max?: number;
  trim?: boolean;
  /** Instead of '<name> cannot exceed <max> characters'. */
  tooLong?: string;
}

/**
 * A parameter given once; the same parameter repeated is refused rather than one of its values picked. Its length is
 * checked before anything reads it (inputText).
 */
export const once = (name: string, { max = MAX_PARAMETER_LENGTH, trim, tooLong }: ParameterLimit = {}) =>
  inputText(tooLong ? { max, trim, tooLong } : { max, trim, label: name }, { error: `${name} must be given once` }).optional();

/** Undefined for a missing, empty or 'All' value. */
const chosen = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== 'All' ? trimmed : undefined;
};

/** A whole number from `min` to `max`; `fallback` when the parameter is missing or empty. */
export const wholeNumber = <Fallback extends number | undefined>(name: string, min: number, max: number, fallback: Fallback, message: string) =>
  once(name).transform((value, context): number | Fallback => {
    const text = value?.trim();
    if (!text) return fallback;
    const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (number >= min && number <= max) return number;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const oneOf = <T extends string>(name: string, values: readonly T[], message: (value: string) => string) =>
  once(name).transform((value, context) => {
    const text = chosen(value);
    if (text === undefined) return undefined;
    if ((values as readonly string[]).includes(text)) return text as T;
    context.addIssue({ code: 'custom', message: message(text) });
    return z.NEVER;
  });

// Ours: every technology tag, comma-separated, fits many times over.
const TECHNOLOGIES_TOO_LONG = `technologies cannot exceed ${MAX_PARAMETER_LENGTH} characters`;
const technologyList = inputText({ max: MAX_PARAMETER_LENGTH, tooLong: TECHNOLOGIES_TOO_LONG });

export const ideaListQuery = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1, 'page must be a whole number from 1'),
  limit: wholeNumber('limit', 1, MAX_IDEA_PAGE_SIZE, MARKETPLACE_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_IDEA_PAGE_SIZE}`),
  search: once('search', { max: SEARCH_MAX_LENGTH, trim: true }).transform((value) => value?.toLowerCase() || undefined),
  category: oneOf('category', CATEGORIES, (value) => `Unknown category: ${value}`),
  businessModel: oneOf('businessModel', BUSINESS_MODELS, () => `businessModel must be one of ${BUSINESS_MODELS.join(', ')}`),
  type: oneOf('type', ['FREE', 'PREMIUM'] as const, () => 'type must be FREE or PREMIUM'),
  source: oneOf('source', ['FD', 'UGC'] as const, () => 'source must be FD or UGC'),
  country: once('country').transform((value, context) => {
    const text = chosen(value);
    if (text === undefined || isCountryFilter(text)) return text;
    context.addIssue({ code: 'custom', message: `Unknown country or region: ${text}` });
    return z.NEVER;
  }),
  trendIdeaIds: once('trendIdeaIds', { max: MAX_TREND_IDEA_IDS_LENGTH }).transform((value, context) => {
    const text = value?.trim();
    if (!text) return undefined;
    let ids: unknown;
    try {
      ids = JSON.parse(text);
    } catch {
      ids = undefined;
    }
    if (Array.isArray(ids) && ids.length <= MAX_TREND_IDEA_IDS && ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
      return ids as number[];
    }
    context.addIssue({ code: 'custom', message: 'trendIdeaIds must be a JSON array of idea ids, e.g. [1,5,9]' });
    return z.NEVER;
  }),
  // Repeated (technologies=IoT&technologies=Cloud) or comma-separated; an idea must have every one.
  // A query's values are text, so both forms fail only on a value over its limit, which stops the form it is in:
  // the union then reports its own message instead of the form's, hence the same one.
  technologies: z
    .union([technologyList, z.array(technologyList)], { error: TECHNOLOGIES_TOO_LONG })
    .optional()
    .transform((value, context) => {
      const tags = [value ?? []]
        .flat()
        .flatMap((text) => text.split(','))
        .map((tag) => tag.trim())
        .filter((tag) => tag && tag !== 'All');
      const unknown = tags.filter((tag) => !(TECHNOLOGY_TAGS as readonly string[]).includes(tag));
      if (unknown.length === 0) return [...new Set(tags)];
      context.addIssue({ code: 'custom', message: `Unknown technology: ${unknown.join(', ')} (one of ${TECHNOLOGY_TAGS.join(', ')})` });
      return z.NEVER;
    }),
  minScore: wholeNumber('minScore', 0, 100, undefined, 'minScore must be a whole number from 0 to 100'),
  sort: once('sort').transform((value, context) => {
    const text = chosen(value);
    if (text === undefined) return DEFAULT_IDEA_SORT;
    if ((SORT_KEYS as string[]).includes(text)) return text as IdeaSort;
    context.addIssue({ code: 'custom', message: `sort must be one of ${SORT_KEYS.join(', ')}` });
    return z.NEVER;
  }),
});

export type IdeaListQuery = z.output<typeof ideaListQuery>;

// GET /api/admin/ideas/all query parameters (the admin curation contract; docs/product.md "Admin: Ideas"): every filter
// optional; a value that is not one the list knows is a 400 naming the parameter.
import { z } from 'zod';
import { ADMIN_IDEA_PAGE_SIZE, ADMIN_IDEA_SORTS, ADMIN_IDEA_SOURCE_FILTERS, splitCategories, type AdminIdeaSort } from './admin-idea-view';
import { IDEA_SOURCES } from './idea-enumerations';
import { once, oneOf, SEARCH_MAX_LENGTH, wholeNumber } from './idea-list-query';

const MAX_ID = 999_999_999;
const MAX_CATEGORIES = 100;
/** Ours: as much as an idea's category field holds (its text limit). */
const MAX_CATEGORIES_LENGTH = 10_000;

export const adminIdeaListQuery = z.object({
  limit: wholeNumber('limit', 1, ADMIN_IDEA_PAGE_SIZE, undefined, `limit must be a whole number from 1 to ${ADMIN_IDEA_PAGE_SIZE}`),
  offset: wholeNumber('offset', 0, MAX_ID, 0, 'offset must be a whole number from 0'),
  batch: wholeNumber('batch', 0, MAX_ID, undefined, 'batch must be a whole number from 0'),
  type: oneOf('type', ['FREE', 'PREMIUM'] as const, () => 'type must be FREE or PREMIUM'),
  source: oneOf('source', ADMIN_IDEA_SOURCE_FILTERS, () => `source must be one of ${ADMIN_IDEA_SOURCE_FILTERS.join(', ')}`),
  idFrom: wholeNumber('idFrom', 0, MAX_ID, undefined, 'idFrom must be a whole number from 0'),
  idTo: wholeNumber('idTo', 0, MAX_ID, undefined, 'idTo must be a whole number from 0'),
  q: once('q', { max: SEARCH_MAX_LENGTH, trim: true }).transform((value) => value || undefined),
  categories: once('categories', { max: MAX_CATEGORIES_LENGTH }).transform((value, context) => {
    const categories = splitCategories(value ?? '');
    if (categories.length <= MAX_CATEGORIES) return categories.length > 0 ? categories : undefined;
    context.addIssue({ code: 'custom', message: `categories cannot name more than ${MAX_CATEGORIES} categories` });
    return z.NEVER;
  }),
  sort: oneOf('sort', ADMIN_IDEA_SORTS, () => `sort must be one of ${ADMIN_IDEA_SORTS.join(', ')}`).transform((sort): AdminIdeaSort => sort ?? 'id'),
  order: oneOf('order', ['asc', 'desc'] as const, () => 'order must be asc or desc').transform((order) => order ?? 'desc'),
});

/** `?source=` of the routes taking one idea id: says which idea the id names. */
export const ideaSourceQuery = z.object({
  source: oneOf('source', IDEA_SOURCES, () => `source must be one of ${IDEA_SOURCES.join(', ')}`),
});

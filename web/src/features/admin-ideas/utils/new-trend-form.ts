import { TITLE_AND_DESCRIPTION_REQUIRED } from '@app/domain/trends/schemas';

// The 'Add a New Trend' dialog's values (docs/product.md "Admin: Ideas"). A trend an admin writes up is the platform's
// own unless another source is chosen.

export const NEW_TREND_DEFAULTS = { title: '', description: '', type: '', source: 'IdeaPlatform' };
export type NewTrendField = keyof typeof NEW_TREND_DEFAULTS;

/** What stops a save before the schema is asked: blank title or description first, then a missing type. */
export function trendFormProblem(values: Record<NewTrendField, string>): typeof TITLE_AND_DESCRIPTION_REQUIRED | 'type' | null {
  if (values.title.trim() === '' || values.description.trim() === '') return TITLE_AND_DESCRIPTION_REQUIRED;
  if (values.type === '') return 'type';
  return null;
}

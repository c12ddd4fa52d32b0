import type { CreateIdeaInput } from '@app/domain/ideas/schemas';
import { GLOBAL_COUNTRY } from '@app/domain/ideas/countries';
import { TITLE_AND_DESCRIPTION_REQUIRED } from '@app/domain/ideas/schemas';
import { listOf, withTag } from './tags';

// The 'Add an Idea' dialog's values (docs/product.md "Admin: Ideas"): text boxes, the tags beside them; after a success
// the form starts again from type FREE, status Unpublished, source FD, country Global.

export const NEW_IDEA_DEFAULTS = {
  title: '',
  description: '',
  category: '',
  problem: '',
  solution: '',
  marketSize: '',
  businessModel: '',
  competition: '',
  differentiation: '',
  goToMarket: '',
  wowFactor: '',
  revenue: '',
  timeline: '',
  teamSize: '',
  technologies: '',
  type: 'FREE',
  status: 'Unpublished',
  source: 'FD',
  country: GLOBAL_COUNTRY,
};
export type NewIdeaField = keyof typeof NEW_IDEA_DEFAULTS;
export type NewIdeaValues = Record<NewIdeaField, string>;

/**
 * docs/product.md "Admin: Ideas": 'Validation Error' / 'Title and description are required' before anything else is
 * checked.
 */
export function missingRequired(values: Pick<NewIdeaValues, 'title' | 'description'>): string | null {
  return values.title.trim() === '' || values.description.trim() === '' ? TITLE_AND_DESCRIPTION_REQUIRED : null;
}

/** The request body. Platform ideas are the only ones an admin creates, so the source is not sent (FD). */
export function newIdeaBody(values: NewIdeaValues, tags: readonly string[]): CreateIdeaInput {
  const { source: _source, technologies, type, status, ...text } = values;
  return {
    ...text,
    type: type === 'PREMIUM' ? 'PREMIUM' : 'FREE',
    status: status === 'Published' ? 'Published' : 'Unpublished',
    technologies: listOf(technologies),
    tags: tags.reduce<string[]>(withTag, []),
  };
}

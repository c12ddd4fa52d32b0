// The fields of an idea a scorecard is computed from (docs/product.md "Scores and market sizing"). An edit that
// changes one of them asks for the idea to be scored again; an edit of any other field (tags, mockup, wow factor)
// leaves its score as it is. The scorer's input is exactly these fields, so their hash (`fieldsHash` of IdeaScored)
// says whether a score still describes the idea.
import type { IdeaContent } from '../ideas/idea-fields';

export const SCORED_FIELDS = [
  'title',
  'description',
  'category',
  'businessModel',
  'marketSize',
  'competition',
  'problem',
  'solution',
  'goToMarket',
  'revenue',
  'timeline',
  'teamSize',
  'technologies',
  'country',
] as const satisfies readonly (keyof IdeaContent)[];
export type ScoredField = (typeof SCORED_FIELDS)[number];
export type ScoredFields = Pick<IdeaContent, ScoredField>;

/** The scored fields of an idea, in a fixed order (so their JSON, and its hash, depend on the values alone). */
export function scoredFieldsOf(content: ScoredFields): ScoredFields {
  return Object.fromEntries(SCORED_FIELDS.map((field) => [field, content[field]])) as ScoredFields;
}

/** Whether an edit touches a field the score is computed from. */
export function changesScoredField(changes: Partial<IdeaContent>): boolean {
  return SCORED_FIELDS.some((field) => field in changes);
}

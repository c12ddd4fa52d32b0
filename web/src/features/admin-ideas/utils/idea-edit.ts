import { editIdeaSchema } from '@app/domain/ideas/schemas';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../components/ui/form/form-errors';
import type { AdminIdeaDetail } from '../types';

// The detail dialog's edit of a platform idea (docs/product.md "Admin: Ideas"): every text field is sent, a missing one
// as ''.

export const IDEA_EDIT_FIELDS = [
  'title', 'description', 'category', 'problem', 'solution', 'marketSize', 'businessModel', 'competition',
  'differentiation', 'goToMarket', 'wowFactor', 'revenue', 'timeline', 'teamSize',
] as const;
export type IdeaEditField = (typeof IDEA_EDIT_FIELDS)[number];
export type IdeaEdit = Record<IdeaEditField, string>;

export const IDEA_EDIT_LABELS: Record<IdeaEditField, string> = {
  title: 'Title',
  description: 'Description',
  category: 'Categories (comma separated)',
  problem: 'Problem',
  solution: 'Solution',
  marketSize: 'Market Size',
  businessModel: 'Business Model',
  competition: 'Competition',
  differentiation: 'Differentiation',
  goToMarket: 'Go-to-Market',
  wowFactor: 'Wow/Hook Factor',
  revenue: 'Revenue',
  timeline: 'Timeline',
  teamSize: 'Team Size',
};

export function ideaEditOf(idea: Partial<Record<IdeaEditField, string | null>>): IdeaEdit {
  return Object.fromEntries(IDEA_EDIT_FIELDS.map((field) => [field, idea[field] ?? ''])) as IdeaEdit;
}

export const editableIdea = (idea: AdminIdeaDetail): IdeaEdit => ideaEditOf(idea);

/** The server's rules for the edit (title 3-100 characters, description at least 10, ...), one message per field. */
export function ideaEditErrors(edit: IdeaEdit): FieldErrors<IdeaEditField> {
  const checked = editIdeaSchema.safeParse(edit);
  return checked.success ? {} : fieldErrorsFromIssues(checked.error.issues, IDEA_EDIT_FIELDS);
}

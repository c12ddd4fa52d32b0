import { editWorkspaceIdeaSchema } from '@app/domain/workspace/schemas';
import type { WorkspaceIdea } from '@app/domain/workspace/workspace-view';
import { fieldErrorsFromIssues, type FieldErrors } from '../../../components/ui/form/form-errors';

// The fields the idea card edits inline (docs/product.md "Workspace and AI generation": everything the card shows),
// with their labels.

export const EDITABLE_IDEA_FIELDS = [
  { name: 'title', label: 'Title', multiline: false },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'problem', label: 'Problem', multiline: true },
  { name: 'solution', label: 'Solution', multiline: true },
  { name: 'marketSize', label: 'Market Size', multiline: false },
  { name: 'competition', label: 'Competition-Level', multiline: false },
  { name: 'businessModel', label: 'Business Model', multiline: false },
  { name: 'differentiation', label: 'Differentiation', multiline: true },
  { name: 'goToMarket', label: 'Go-To-Market', multiline: true },
  { name: 'wowFactor', label: 'Wow/Hook', multiline: true },
] as const;

export type EditableIdeaField = (typeof EDITABLE_IDEA_FIELDS)[number]['name'];
export type EditableIdeaFields = Record<EditableIdeaField, string>;

export function editableFields(idea: Pick<WorkspaceIdea, EditableIdeaField>): EditableIdeaFields {
  return Object.fromEntries(EDITABLE_IDEA_FIELDS.map(({ name }) => [name, idea[name] ?? ''])) as EditableIdeaFields;
}

/** Only what changed is sent, so an edit never overwrites a field with the stale copy the form started from. */
export function changedFields(before: EditableIdeaFields, after: EditableIdeaFields): Partial<EditableIdeaFields> {
  return Object.fromEntries(EDITABLE_IDEA_FIELDS.filter(({ name }) => before[name] !== after[name]).map(({ name }) => [name, after[name]]));
}

/** The server's rules for an edit (title 3-100 characters, description at least 10), one message per field. */
export function editErrors(changes: Partial<EditableIdeaFields>): FieldErrors<EditableIdeaField> {
  const checked = editWorkspaceIdeaSchema.safeParse(changes);
  return checked.success ? {} : fieldErrorsFromIssues(checked.error.issues, EDITABLE_IDEA_FIELDS.map(({ name }) => name));
}

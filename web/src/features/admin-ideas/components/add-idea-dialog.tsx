import { IDEA_STATUSES, IDEA_TYPES } from '@app/domain/ideas/idea-enumerations';
import { createIdeaSchema } from '@app/domain/ideas/schemas';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/field';
import { fieldErrorsFromServer, type FormSchema } from '../../../components/ui/form/form-errors';
import { useForm } from '../../../components/ui/form/use-form';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateIdea } from '../api/create-idea';
import { validationError } from '../utils/admin-ideas-toasts';
import { missingRequired, NEW_IDEA_DEFAULTS, newIdeaBody, type NewIdeaField, type NewIdeaValues } from '../utils/new-idea-form';
import { TagsInput } from './tags-input';

const FORM_ID = 'add-idea-form';
const FIELDS = Object.keys(NEW_IDEA_DEFAULTS) as NewIdeaField[];
/** Typed as comma-separated lists. */
const LISTS = new Set<NewIdeaField>(['category', 'technologies']);
const LONG_FIELDS: [NewIdeaField, string][] = [
  ['problem', 'Problem'],
  ['solution', 'Solution'],
  ['differentiation', 'Differentiation'],
  ['goToMarket', 'Go-to-Market'],
  ['wowFactor', 'Wow/Hook Factor'],
];
const SHORT_FIELDS: [NewIdeaField, string][] = [
  ['category', 'Categories'],
  ['marketSize', 'Market Size'],
  ['businessModel', 'Business Model'],
  ['competition', 'Competition'],
  ['revenue', 'Revenue'],
  ['timeline', 'Timeline'],
  ['teamSize', 'Team Size'],
  ['technologies', 'Technologies'],
  ['country', 'Country'],
];

/**
 * 'Add an Idea' (docs/product.md "Admin: Ideas"): a platform idea's fields and its tags; title and description are
 * required ('Validation Error'), then the shared schema checks the rest with the server's messages. After a success the
 * dialog closes and the form starts again from its defaults.
 */
export function AddIdeaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [tags, setTags] = useState<string[]>([]);
  const create = useCreateIdea();
  const schema: FormSchema<unknown> = { safeParse: (values) => createIdeaSchema.safeParse(newIdeaBody(values as NewIdeaValues, tags)) };
  const form = useForm<NewIdeaField, unknown>(schema, NEW_IDEA_DEFAULTS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const missing = missingRequired(form.values);
    if (missing) {
      event.preventDefault();
      toast(validationError(missing));
      return;
    }
    form.handleSubmit(() =>
      create.mutate(newIdeaBody(form.values, tags), {
        onSuccess: () => {
          form.reset();
          setTags([]);
          onOpenChange(false);
        },
        onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
      }),
    )(event);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add an Idea"
      description="A platform (FD) idea. It starts Unpublished unless you publish it here."
      className="add-idea-dialog"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Idea'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form add-idea-form" noValidate onSubmit={submit}>
        <TextField {...form.bind('title')} label="Title" />
        <TextAreaField {...form.bind('description')} label="Description" rows={3} />
        <div className="add-idea-form__row">
          <SelectField {...form.bind('type')} label="Type" options={IDEA_TYPES} />
          <SelectField {...form.bind('status')} label="Status" options={IDEA_STATUSES} />
          <div className="field">
            <span className="field__label">Source</span>
            <span className="field__static">FD</span>
          </div>
        </div>
        <div className="add-idea-form__grid">
          {SHORT_FIELDS.map(([field, label]) => (
            <TextField key={field} {...form.bind(field)} label={label} placeholder={LISTS.has(field) ? 'Comma separated' : undefined} />
          ))}
        </div>
        {LONG_FIELDS.map(([field, label]) => (
          <TextAreaField key={field} {...form.bind(field)} label={label} rows={2} />
        ))}
        <TagsInput tags={tags} onChange={setTags} />
      </form>
    </Dialog>
  );
}

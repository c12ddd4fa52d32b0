import { IDEA_STATUSES, IDEA_TYPES } from '@app/domain/ideas/idea-enumerations';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { editIdeaSchema } from '@app/domain/ideas/schemas';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { toast } from '../../../components/ui/toast/toast-store';
import { IDEA_PAGE_FIELDS, ideaPageEditBody, useUpdateIdea } from '../api/update-idea';
import { ideaFormValues, ideaUpdateFailed, ideaUpdated } from './idea-page-model';

/**
 * The ADMIN's inline edit of an idea on /marketplace/{id} (docs/product.md "Marketplace and idea detail"): the page's
 * fields, checked with the shared admin schema, saved with PUT /api/admin/ideas/{id}. Save Changes returns to the view
 * when it succeeds; Cancel drops the edits.
 */
export function IdeaPageForm({ idea, onDone }: { idea: IdeaView; onDone: () => void }) {
  const update = useUpdateIdea();
  const form = useForm(editIdeaSchema, ideaFormValues(idea));
  const pending = update.isPending;

  return (
    <form
      className="form idea-page-form"
      noValidate
      aria-label="Edit idea"
      onSubmit={form.handleSubmit(() =>
        update.mutate(
          { id: idea.id, edit: ideaPageEditBody(form.values) },
          {
            onSuccess: () => {
              toast(ideaUpdated());
              onDone();
            },
            onError: (error) => {
              form.setServerErrors(fieldErrorsFromServer(error, IDEA_PAGE_FIELDS));
              toast(ideaUpdateFailed(error));
            },
          },
        ),
      )}
    >
      <TextField {...form.bind('title')} label="Title" maxLength={100} required />
      <TextAreaField {...form.bind('description')} label="Description" className="idea-page__textarea" rows={4} required />
      <div className="idea-page-form__row">
        <SelectField {...form.bind('type')} label="Type" options={IDEA_TYPES} />
        <SelectField {...form.bind('status')} label="Status" options={IDEA_STATUSES} />
      </div>
      <TextAreaField {...form.bind('problem')} label="Problem" className="idea-page__textarea" rows={4} />
      <TextAreaField {...form.bind('solution')} label="Solution" className="idea-page__textarea" rows={4} />
      <div className="idea-page-form__row">
        <TextField {...form.bind('marketSize')} label="Market Size" />
        <TextField {...form.bind('businessModel')} label="Business Model" />
      </div>
      <div className="idea-page-form__row">
        <TextField {...form.bind('timeline')} label="Timeline" />
        <TextField {...form.bind('teamSize')} label="Team Size" />
      </div>
      <TextField {...form.bind('category')} label="Category" hint="Comma-separated; the first is the one shown." />
      <div className="idea-page__actions">
        <button type="button" className="button button--secondary" onClick={onDone} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

import { createTrendSchema } from '@app/domain/trends/schemas';
import { TREND_SOURCES, TREND_TYPES } from '@app/domain/trends/trend-view';
import type { FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/field';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { useForm } from '../../../components/ui/form/use-form';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateTrend } from '../api/create-trend';
import { trendTypeRequired, validationError } from '../utils/admin-ideas-toasts';
import { NEW_TREND_DEFAULTS, trendFormProblem, type NewTrendField } from '../utils/new-trend-form';

const FORM_ID = 'add-trend-form';
const FIELDS = Object.keys(NEW_TREND_DEFAULTS) as NewTrendField[];

/**
 * 'Add a New Trend' (docs/product.md "Admin: Trends"): title and description are required ('Validation Error'), and so
 * is a type ('Trend type is required' / 'Please select a trend type before saving').
 */
export function AddTrendDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateTrend();
  const form = useForm(createTrendSchema, NEW_TREND_DEFAULTS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const problem = trendFormProblem(form.values);
    if (problem) {
      event.preventDefault();
      toast(problem === 'type' ? trendTypeRequired() : validationError(problem));
      return;
    }
    form.handleSubmit((trend) =>
      create.mutate(trend, {
        onSuccess: () => {
          form.reset();
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
      title="Add a New Trend"
      description="A problem or a request for ideas that ideas can be linked to."
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Saving...' : 'Save Trend'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form" noValidate onSubmit={submit}>
        <TextField {...form.bind('title')} label="Title" />
        <TextAreaField {...form.bind('description')} label="Description" rows={4} />
        <SelectField {...form.bind('type')} label="Type" options={TREND_TYPES} placeholder="Select a trend type" />
        <SelectField {...form.bind('source')} label="Source" options={TREND_SOURCES} />
      </form>
    </Dialog>
  );
}

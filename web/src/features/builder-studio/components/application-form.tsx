import { studioApplicationSchema, WEEKLY_HOURS } from '@app/domain/builder-studio/schemas';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { Spinner } from '../../../components/ui/spinner';
import { useApplyToStudio } from '../api/apply-to-studio';
import { ApplicationReceived } from './application-received';

const FIELDS = ['name', 'email', 'phone', 'idea', 'problem', 'targetUsers', 'weeklyHours'] as const;
const EMPTY = { name: '', email: '', phone: '', idea: '', problem: '', targetUsers: '', weeklyHours: '' };

/**
 * The direct application (docs/product.md "Builder Studio"): the shared schema checks it, so its messages are the
 * server's. On success the form gives way to 'Application Received!'; a failed submit is only logged (docs/product.md
 * "Builder Studio") and the form stays as it was, except that field errors the server sends go on their fields.
 */
export function ApplicationForm() {
  const apply = useApplyToStudio();
  const form = useForm(studioApplicationSchema, EMPTY);
  const pending = apply.isPending;

  if (apply.isSuccess) return <ApplicationReceived />;

  return (
    <form
      className="form studio-form"
      noValidate
      aria-busy={pending}
      onSubmit={form.handleSubmit((application) => {
        if (pending) return;
        apply.mutate(application, {
          onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
        });
      })}
    >
      <div className="studio-form__row">
        <TextField {...form.bind('name')} label="Full name" autoComplete="name" placeholder="Ada Lovelace" />
        <TextField {...form.bind('email')} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      </div>
      <div className="studio-form__row">
        <TextField
          {...form.bind('phone')}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 010 2030"
        />
        <SelectField
          {...form.bind('weeklyHours')}
          label="Hours you can commit each week"
          className="studio-field__select"
          placeholder="Select weekly hours"
          options={WEEKLY_HOURS}
        />
      </div>
      <TextAreaField
        {...form.bind('idea')}
        label="Your idea"
        className="studio-field__textarea"
        rows={3}
        placeholder="What are you building, in a sentence or two?"
      />
      <TextAreaField
        {...form.bind('problem')}
        label="The problem it solves"
        className="studio-field__textarea"
        rows={3}
        placeholder="Who has this problem today, and how do they deal with it?"
      />
      <TextAreaField
        {...form.bind('targetUsers')}
        label="Target users"
        className="studio-field__textarea"
        rows={2}
        placeholder="Who will use it first? Be as specific as you can."
      />
      <button type="submit" className="button button--primary button--large form__submit" disabled={pending}>
        {pending && <Spinner size="small" label="Submitting your application" />}
        {pending ? 'Submitting...' : 'Submit Application'}
      </button>
      <p className="studio-form__note">We review every application within 24-48 hours and reply by email.</p>
    </form>
  );
}

import { profileSchema } from '@app/domain/users/schemas';
import { toast } from '../../../components/ui/toast/toast-store';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { useUpdateProfile } from '../api/update-profile';
import type { AuthUser } from '../../../lib/session/auth-user';
import { invalidUsername } from '../utils/auth-toasts';

const FIELDS = ['username'] as const;

/**
 * Account settings, Profile card (docs/product.md "Accounts and sessions"): the username, with the 3-30 rule of the
 * shared schema.
 */
export function ProfileCard({ user }: { user: AuthUser }) {
  const update = useUpdateProfile();
  const form = useForm(
    profileSchema,
    { username: user.username },
    {
      onInvalid: (errors, values) => {
        // docs/product.md "Accounts and sessions": a blank username also gets the 'Invalid Username' toast.
        if (errors.username && values.username.trim() === '') toast(invalidUsername(errors.username));
      },
    },
  );
  const pending = update.isPending;
  const unchanged = form.values.username === user.username;

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="card__title">
        Profile
      </h2>
      <p className="card__description">How you appear on the platform.</p>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((input) =>
          update.mutate(input, {
            onSuccess: (updated) => form.reset({ username: updated?.username ?? input.username }),
            onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
          }),
        )}
      >
        <div className="field">
          <span className="field__label" id="profile-email-label">
            Email
          </span>
          <p className="field__static" aria-labelledby="profile-email-label">
            {user.email}
          </p>
        </div>
        <TextField
          {...form.bind('username')}
          label="Username"
          autoComplete="username"
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending || unchanged}>
            {pending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </section>
  );
}

import { passwordChangeFormSchema } from '@app/domain/users/schemas';
import { toast } from '../../../components/ui/toast/toast-store';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { useChangePassword } from '../api/change-password';
import { passwordMismatch } from '../utils/auth-toasts';
import { PasswordStrengthHint } from './password-strength-hint';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Account settings, Security card (docs/product.md "Accounts and sessions"): change the password. */
export function SecurityCard() {
  const change = useChangePassword();
  const form = useForm(passwordChangeFormSchema, EMPTY, {
    onInvalid: (errors, { newPassword, confirmPassword }) => {
      // docs/product.md "Accounts and sessions": a confirmation that differs also gets the 'Password Mismatch' toast.
      if (errors.confirmPassword && newPassword !== confirmPassword) toast(passwordMismatch(errors.confirmPassword));
    },
  });
  const pending = change.isPending;

  return (
    <section className="card" aria-labelledby="security-title">
      <h2 id="security-title" className="card__title">
        Security
      </h2>
      <p className="card__description">Change your password. Other devices signed in to your account are signed out.</p>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((input) =>
          change.mutate(input, {
            onSuccess: () => form.reset(EMPTY),
            onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
          }),
        )}
      >
        <TextField
          {...form.bind('currentPassword')}
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...form.bind('newPassword')}
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={<PasswordStrengthHint password={form.values.newPassword} />}
        />
        <TextField
          {...form.bind('confirmPassword')}
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Updating...' : 'Update Password'}
          </button>
        </div>
      </form>
    </section>
  );
}

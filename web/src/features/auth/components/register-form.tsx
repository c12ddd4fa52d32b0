import { registrationSchema } from '@app/domain/users/schemas';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { useRegister } from '../api/register';
import { PasswordStrengthHint } from './password-strength-hint';

const FIELDS = ['email', 'username', 'password', 'confirmPassword'] as const;

export function RegisterForm({ onRegistered, onSwitch }: { onRegistered: () => void; onSwitch: () => void }) {
  const register = useRegister();
  const form = useForm(registrationSchema, { email: '', username: '', password: '', confirmPassword: '' });
  const pending = register.isPending;

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        register.mutate(input, {
          onSuccess: onRegistered,
          // docs/product.md "Accounts and sessions": the server's field errors go on the matching fields.
          onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
        }),
      )}
    >
      <TextField
        {...form.bind('email')}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        {...form.bind('username')}
        label="Username"
        autoComplete="username"
      />
      <TextField
        {...form.bind('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={<PasswordStrengthHint password={form.values.password} />}
      />
      <TextField
        {...form.bind('confirmPassword')}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary form__submit" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="dialog__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Sign In!
        </button>
      </p>
    </form>
  );
}

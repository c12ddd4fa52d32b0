import { registrationSchema } from '@app/domain/users/schemas';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { TextField } from '../../../components/ui/form/text-field';
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
          // Spec 000 §5: the server's field errors go on the matching fields.
          onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
        }),
      )}
    >
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        error={form.errors.email}
      />
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        value={form.values.username}
        onValueChange={(value) => form.setValue('username', value)}
        error={form.errors.username}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(value) => form.setValue('password', value)}
        error={form.errors.password}
        hint={<PasswordStrengthHint password={form.values.password} />}
      />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={(value) => form.setValue('confirmPassword', value)}
        error={form.errors.confirmPassword}
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

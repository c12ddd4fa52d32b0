import { loginSchema } from '@app/domain/users/schemas';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ onSignedIn, onSwitch }: { onSignedIn: () => void; onSwitch: () => void }) {
  const login = useLogin();
  const form = useForm(loginSchema, { email: '', password: '' });
  const pending = login.isPending;

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        login.mutate(input, {
          onSuccess: onSignedIn,
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
        {...form.bind('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary form__submit" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </button>
      <p className="dialog__switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Sign up Now!
        </button>
      </p>
    </form>
  );
}

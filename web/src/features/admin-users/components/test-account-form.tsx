import { testAccountSchema } from '@app/domain/users/schemas';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { TextField } from '../../../components/ui/form/field';
import { useForm } from '../../../components/ui/form/use-form';
import { useCreateTestAccount } from '../api/create-test-account';

const FIELDS = ['email', 'username', 'password'] as const;
const EMPTY = { email: '', username: '', password: '' };

/**
 * Creates a tier test account (docs/product.md "Admin: Users") with the shared schema, so its messages are the
 * server's; the server's own field errors (a taken email, say) go on the same fields.
 */
export function TestAccountForm() {
  const create = useCreateTestAccount();
  const form = useForm(testAccountSchema, EMPTY);
  const pending = create.isPending;

  return (
    <section className="card" aria-labelledby="test-account-title">
      <h2 id="test-account-title" className="card__title">
        Create test account
      </h2>
      <p className="card__description">
        The address names the account&apos;s tier: <code>free</code>, <code>premium</code> or <code>pro</code> before{' '}
        <code>@test.com</code>. Its email counts as verified.
      </p>
      <form
        className="test-account-form"
        noValidate
        onSubmit={form.handleSubmit((input) =>
          create.mutate(input, {
            onSuccess: () => form.reset(EMPTY),
            onError: (error) => form.setServerErrors(fieldErrorsFromServer(error, FIELDS)),
          }),
        )}
      >
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="alice.free@test.com"
        />
        <TextField
          {...form.bind('username')}
          label="Username"
          autoComplete="off"
          placeholder="alice_free"
        />
        <TextField
          {...form.bind('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="8+ characters with upper and lower case letters and a number."
        />
        <button type="submit" className="button button--primary test-account-form__submit" disabled={pending}>
          {pending ? 'Creating...' : 'Create test account'}
        </button>
      </form>
    </section>
  );
}

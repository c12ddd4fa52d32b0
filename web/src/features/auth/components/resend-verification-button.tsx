import { useResendVerification } from '../api/resend-verification';

/** Sends the verification email again, for a page that needs a verified email. */
export function ResendVerificationButton() {
  const resend = useResendVerification();
  return (
    <button type="button" className="button button--primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Sending...' : 'Resend verification email'}
    </button>
  );
}

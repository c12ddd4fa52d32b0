import { verifyEmailSchema } from '@app/domain/users/schemas';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { PRODUCT_NAME } from '../../../config/product';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRefreshSession } from '../api/get-session';
import { useEmailVerification } from '../api/verify-email';
import { emailVerificationFailed } from '../utils/auth-toasts';
import './email-verification.css';

// docs/product.md "Accounts and sessions": verifying, then home after 2 s on success or 3 s on failure.
export const REDIRECT_AFTER_SUCCESS_MS = 2_000;
export const REDIRECT_AFTER_FAILURE_MS = 3_000;

/** The page behind the verification email's link, /verify-email/{token}. */
export function EmailVerification({ token }: { token: string | undefined }) {
  const parsed = verifyEmailSchema.safeParse({ token });
  const validToken = parsed.success ? parsed.data.token : null;
  const verification = useEmailVerification(validToken);
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();

  const outcome = !parsed.success || verification.isError ? 'failed' : verification.isSuccess ? 'verified' : 'verifying';
  const reason = parsed.success
    ? verification.error?.message
    : (parsed.error.issues[0]?.message ?? 'No verification token found');

  useEffect(() => {
    if (outcome === 'verifying') return;
    if (outcome === 'verified') {
      // Whoever is signed in here may be the one just verified: ask the server, so the warnings go away.
      void refreshSession();
    } else if (reason) {
      // The page is gone in 3 s; the toast keeps the reason on screen on the landing page.
      toast(emailVerificationFailed(reason));
    }
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      outcome === 'verified' ? REDIRECT_AFTER_SUCCESS_MS : REDIRECT_AFTER_FAILURE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, reason, refreshSession, navigate]);

  return (
    <section className="page container verify-email" aria-live="polite">
      <title>{`Email Verification · ${PRODUCT_NAME}`}</title>
      {outcome === 'verifying' && (
        <>
          <Spinner size="large" label="Verifying" />
          <h1 className="verify-email__title">Verifying your email...</h1>
        </>
      )}
      {outcome === 'verified' && (
        <>
          <span className="verify-email__icon" data-outcome="verified" aria-hidden>
            ✓
          </span>
          <h1 className="verify-email__title">Email verified</h1>
          <p className="verify-email__text">{verification.data?.message ?? 'Your email address is verified.'}</p>
          <p className="verify-email__redirect">Taking you to the home page...</p>
        </>
      )}
      {outcome === 'failed' && (
        <>
          <span className="verify-email__icon" data-outcome="failed" aria-hidden>
            !
          </span>
          <h1 className="verify-email__title">Verification failed</h1>
          {reason && <p className="verify-email__text">{reason}</p>}
          <p className="verify-email__redirect">Taking you to the home page...</p>
        </>
      )}
    </section>
  );
}

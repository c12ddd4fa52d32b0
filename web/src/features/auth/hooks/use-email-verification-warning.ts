import { useEffect, useRef } from 'react';
import { dismissToast, toast, useCurrentToast, TOAST_DURATION } from '../../../components/ui/toast/toast-store';
import { useResendVerification } from '../api/resend-verification';
import { useAuthUser } from '../../../lib/session/auth-store';
import { warningStep, type WarningState } from '../utils/verification-warning';

// docs/product.md "Accounts and sessions": the landing page and the workspace warn a signed-in user whose email is
// unverified, with a toast that never expires. The 'Resend email' action is ours.
const WARNINGS = {
  landing: { title: 'Email verification required', description: 'Please check your inbox for the verification link.' },
  workspace: {
    title: 'Email verification required',
    description: 'Your email needs to be verified to access all features.',
  },
} as const;

export type VerificationWarningPage = keyof typeof WARNINGS;

export function useEmailVerificationWarning(page: VerificationWarningPage): void {
  const user = useAuthUser();
  const current = useCurrentToast();
  const { mutate: resendEmail } = useResendVerification();
  const state = useRef<WarningState>({ shownId: null, dismissed: false });
  // One email per click, however impatient the clicking.
  const sending = useRef(false);

  const needed = user !== null && !user.emailVerified;

  useEffect(() => {
    const step = warningStep(needed, current, state.current);
    if (step === 'hide' && state.current.shownId !== null) dismissToast(state.current.shownId);
    if (step === 'mark-dismissed') state.current.dismissed = true;
    if (step === 'show') {
      state.current.shownId = toast({
        ...WARNINGS[page],
        variant: 'warning',
        duration: TOAST_DURATION.never,
        action: {
          label: 'Resend email',
          altText: 'Resend the verification email',
          onClick: () => {
            if (sending.current) return;
            sending.current = true;
            resendEmail(undefined, {
              onSettled: () => {
                sending.current = false;
              },
            });
          },
        },
      });
    }
  }, [needed, current, page, resendEmail]);

  // The warning belongs to its page: leaving the page takes it away.
  useEffect(() => {
    const warning = state.current;
    return () => {
      if (warning.shownId !== null) dismissToast(warning.shownId);
      warning.shownId = null;
      warning.dismissed = false;
    };
  }, []);
}

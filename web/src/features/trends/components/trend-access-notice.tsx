import { EMAIL_VERIFICATION_REQUIRED, SIGN_IN_REQUIRED } from '@app/domain/users/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SESSION_EXPIRED_MESSAGE } from '../../../lib/api-client';
import { useAuthDialogActions } from '../../../lib/session/auth-dialog-store';

export type AccessReason = 'sign-in' | 'session-expired' | 'verify';

/**
 * Why a trend's page cannot show (docs/product.md "Trends": signed in with a verified email), said on the page itself
 * for a visitor who opened its address directly, with the way forward.
 */
export function TrendAccessNotice({
  reason,
  message,
  verifyAction,
}: {
  reason: AccessReason;
  message?: string | undefined;
  /** The way to a verified email (the app gives the resend button). */
  verifyAction?: ReactNode;
}) {
  const { open } = useAuthDialogActions();
  const verify = reason === 'verify';
  const title = verify ? EMAIL_VERIFICATION_REQUIRED.title : reason === 'session-expired' ? SESSION_EXPIRED_MESSAGE : SIGN_IN_REQUIRED.title;
  const text = verify ? (message ?? EMAIL_VERIFICATION_REQUIRED.message) : 'Please sign in to view the ideas of this trend.';

  return (
    <div className="trends-state trend-access" role="status">
      <h1 className="trends-state__title">{title}</h1>
      <p className="trends-state__text">{text}</p>
      <div className="trends-state__actions">
        {verify ? (
          verifyAction
        ) : (
          <button type="button" className="button button--primary" onClick={() => open('sign-in')}>
            Sign In
          </button>
        )}
        <Link to="/exploration" className="button button--secondary">
          Explore Trends
        </Link>
      </div>
    </div>
  );
}

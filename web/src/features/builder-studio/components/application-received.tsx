import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAuthDialogActions } from '../../../lib/session/auth-dialog-store';
import { useAuthUser } from '../../../lib/session/auth-store';
import { REVIEW_TIME } from '../content/studio-content';

/**
 * docs/product.md "Builder Studio": after a successful submit the page says 'Application Received!' and offers a free
 * account. A visitor who is already signed in has one, so they are sent to the ideas instead.
 */
export function ApplicationReceived() {
  const user = useAuthUser();
  const { open } = useAuthDialogActions();
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the user was in is gone; the news takes the focus so keyboard and screen-reader users hear it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="studio-received">
      <span className="studio-received__icon" aria-hidden>
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1} className="studio-received__title">
        Application Received!
      </h3>
      <p className="studio-received__text">
        Thank you for applying to Builder Studio. We review every application within {REVIEW_TIME} and will reply to
        the email address you gave us.
      </p>
      {user ? (
        <Link to="/marketplace" className="button button--primary">
          Browse Ideas While You Wait
        </Link>
      ) : (
        <>
          <p className="studio-received__text">
            While you wait, create a free account to browse 1000+ validated ideas and save the ones you like.
          </p>
          <button type="button" className="button button--primary" onClick={() => open('register')}>
            Create Free Account
          </button>
        </>
      )}
    </div>
  );
}

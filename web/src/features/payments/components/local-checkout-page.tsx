import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import type { CheckoutStatus } from '@app/domain/payments/checkout';
import { useDecideLocalCheckout, useLocalCheckout } from '../api/local-checkout';
import { formatPrice } from '../utils/payment-texts';
import { CloseWindowButton } from './close-window-button';
import './payments.css';

// Ours, not the spec's: the local provider's page has no spec text beyond its plan, price, Pay and Cancel.
const SESSION_DONE: Record<Exclude<CheckoutStatus, 'open'>, string> = {
  completed: 'This checkout has already been paid.',
  cancelled: 'This checkout has been cancelled.',
};

/**
 * /checkout/{sessionId}: the local payment provider's checkout, in the pop-up 'Upgrade Now' opened. Pay and Cancel
 * settle the session on the server, which raises the role before it answers; the pop-up then shows the result page.
 */
export function LocalCheckoutPage({ sessionId }: { sessionId: string }) {
  const session = useLocalCheckout(sessionId);
  const decide = useDecideLocalCheckout();
  const navigate = useNavigate();

  if (session.isPending) {
    return (
      <div className="payment-loading">
        <Spinner label="Loading checkout" size="large" />
      </div>
    );
  }
  if (session.isError) {
    return <CheckoutProblem message={serverMessage(session.error) ?? session.error.message} />;
  }
  const { targetRole, amount, currency, interval, status } = session.data;
  if (status !== 'open') return <CheckoutProblem message={SESSION_DONE[status]} />;

  const settle = (decision: 'complete' | 'cancel') =>
    decide.mutate({ sessionId, decision }, { onSuccess: (redirectUrl) => void navigate(redirectUrl, { replace: true }) });
  const failure = decide.error ? (serverMessage(decide.error) ?? decide.error.message) : null;

  return (
    <div className="payment-card checkout" aria-labelledby="checkout-title">
      <p className="checkout__eyebrow">Checkout</p>
      <h1 id="checkout-title" className="payment-card__title">
        Upgrade to {targetRole}
      </h1>
      <dl className="checkout__summary">
        <div>
          <dt>Plan</dt>
          <dd>{targetRole}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className="checkout__price">{formatPrice(amount, currency, interval)}</dd>
        </div>
      </dl>
      <p className="checkout__note">Local payment provider: paying here charges no card.</p>
      {failure && (
        <p className="checkout__error" role="alert">
          {failure}
        </p>
      )}
      <div className="payment-card__actions">
        <button type="button" className="button button--secondary" disabled={decide.isPending} onClick={() => settle('cancel')}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={decide.isPending} onClick={() => settle('complete')}>
          {decide.isPending && decide.variables.decision === 'complete' ? 'Paying...' : 'Pay'}
        </button>
      </div>
    </div>
  );
}

function CheckoutProblem({ message }: { message: string }) {
  return (
    <div className="payment-card checkout">
      <p className="checkout__eyebrow">Checkout</p>
      <p className="payment-card__text" role="alert">
        {message}
      </p>
      <div className="payment-card__actions">
        <CloseWindowButton variant="secondary" />
      </div>
    </div>
  );
}

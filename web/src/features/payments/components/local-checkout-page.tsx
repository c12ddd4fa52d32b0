import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import type { CheckoutStatus } from '@app/domain/payments/checkout';
import { useDecideLocalCheckout, useLocalCheckout } from '../api/local-checkout';
import { formatPrice, planChangeTexts } from '../utils/payment-texts';
import { CloseWindowButton } from './close-window-button';
import './payments.css';

// Ours, not the spec's: this page has no spec text beyond its plan, price, Pay and Cancel.
const SESSION_DONE: Record<Exclude<CheckoutStatus, 'open'>, string> = {
  completed: 'This checkout has already been paid.',
  cancelled: 'This checkout has been cancelled.',
};

/** What the page says of who takes the payment. */
const PAYMENT_NOTES = {
  local: 'Local payment provider: paying here charges no card.',
  stripe: 'Paid with the card your plan is billed to.',
} as const;

/**
 * /checkout/{sessionId}: our own checkout, in the pop-up 'Upgrade Now' opened: a first subscription with the local
 * payment provider, or a paying member's move to a higher plan with either provider, which shows the amount due now
 * and asks to confirm it. Pay and Cancel settle the session on the server; the pop-up then shows the result page.
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
  const { targetRole, amount, currency, interval, status, provider, planChange } = session.data;
  if (status !== 'open') return <CheckoutProblem message={SESSION_DONE[status]} />;

  const settle = (decision: 'complete' | 'cancel') =>
    decide.mutate({ sessionId, decision }, { onSuccess: (redirectUrl) => void navigate(redirectUrl, { replace: true }) });
  const failure = decide.error ? (serverMessage(decide.error) ?? decide.error.message) : null;
  const change = planChange && planChangeTexts(session.data, planChange);
  const paying = decide.isPending && decide.variables.decision === 'complete';

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
          <dd className={change ? undefined : 'checkout__price'}>{formatPrice(amount, currency, interval)}</dd>
        </div>
        {change && (
          <div className="checkout__due">
            <dt>Due today</dt>
            <dd className="checkout__price">{change.dueNow}</dd>
          </div>
        )}
      </dl>
      {change && <p className="checkout__explanation">{change.explanation}</p>}
      <p className="checkout__note">{PAYMENT_NOTES[provider]}</p>
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
          {paying ? 'Paying...' : change ? `Pay ${change.dueNow}` : 'Pay'}
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

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PAYMENT_CANCELLED, PAYMENT_SUCCESS } from '../utils/payment-texts';
import { CloseWindowButton } from './close-window-button';
import './payments.css';

/**
 * /payment/success and /payment/cancelled (docs/product.md "Subscriptions and payments"), shown in the checkout pop-up.
 * A success asks the server again about everything cached, the session first among it: the role has changed.
 */
export function PaymentResult({ outcome }: { outcome: 'success' | 'cancelled' }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries();
  }, [outcome, queryClient]);
  const texts = outcome === 'success' ? PAYMENT_SUCCESS : PAYMENT_CANCELLED;

  return (
    <div className="payment-card payment-result" data-outcome={outcome}>
      <span className="payment-result__icon" aria-hidden>
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          {outcome === 'success' ? <path d="M20 6 9 17l-5-5" /> : <path d="M18 6 6 18M6 6l12 12" />}
        </svg>
      </span>
      <h1 className="payment-card__title">{texts.title}</h1>
      <p className="payment-card__text">{texts.text}</p>
      <div className="payment-card__actions">
        <CloseWindowButton />
      </div>
    </div>
  );
}

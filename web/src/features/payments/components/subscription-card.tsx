import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TOAST_DURATION, toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import type { SubscriptionView } from '@app/domain/payments/subscription';
import { useCancelSubscription, useSubscription } from '../api/subscription';
import { canCancel, subscriptionState } from '../utils/payment-texts';
import './payments.css';

/**
 * The settings page's Subscription card, for a member who pays: when the plan renews or ends, a failed payment, and
 * a cancel at the period's end (asked first). A member without a subscription sees nothing here: the badge says it.
 */
export function SubscriptionCard() {
  const subscription = useSubscription();
  if (subscription.isPending) {
    return (
      <div className="payment-loading">
        <Spinner label="Loading subscription" />
      </div>
    );
  }
  // The badge above still tells the tier; the card says only that it could not be read.
  if (subscription.isError) {
    return (
      <section className="card" aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="card__title">
          Subscription
        </h2>
        <p className="card__description" role="alert">
          {serverMessage(subscription.error) ?? subscription.error.message}
        </p>
      </section>
    );
  }
  if (!subscription.data) return null;
  return <SubscriptionDetails subscription={subscription.data} />;
}

function SubscriptionDetails({ subscription }: { subscription: SubscriptionView }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const { period, paymentFailed } = subscriptionState(subscription);

  return (
    <section className="card subscription" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="card__title">
        Subscription
      </h2>
      <p className="card__description">{subscription.role} plan, billed monthly.</p>
      {period && <p className="subscription__period">{period}</p>}
      {paymentFailed && (
        <p className="subscription__failed" role="status">
          {paymentFailed}
        </p>
      )}
      {canCancel(subscription) && (
        <div className="form__actions">
          <button type="button" className="button button--danger-ghost" onClick={() => setConfirming(true)}>
            Cancel subscription
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel subscription"
        description={`Your ${subscription.role} plan stays until the end of the period you paid for, then your account returns to FREE.`}
        confirmLabel={cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
        cancelLabel="Keep plan"
        pending={cancel.isPending}
        destructive
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (updated) =>
              toast({
                variant: 'success',
                title: 'Subscription cancelled',
                ...(updated ? { description: subscriptionState(updated).period ?? undefined } : {}),
                duration: TOAST_DURATION.default,
              }),
            onError: (error) =>
              toast({ variant: 'destructive', title: 'Failed to cancel subscription', description: serverMessage(error) ?? error.message, duration: TOAST_DURATION.default }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}

import { Dialog } from '../../../components/ui/dialog';
import { useAuthUser } from '../../../lib/session/auth-store';
import { useUpgradeDialogActions, useUpgradeDialogTarget, type UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';
import { UPGRADE_PLANS, monthlyPrice, upgradeOffers, upgradeTitle } from '../../../lib/feature-gate/upgrade-plans';
import { useUpgradeNow } from '../hooks/use-upgrade-now';
import './upgrade-dialog.css';

/**
 * The upgrade dialog (docs/product.md "Subscriptions and payments"): the tier the store names, with its price and
 * content.
 */
export function UpgradeDialog() {
  const target = useUpgradeDialogTarget();
  const { open, close } = useUpgradeDialogActions();
  const user = useAuthUser();
  const upgradeNow = useUpgradeNow();
  if (target === null) return null;
  // docs/product.md "Subscriptions and payments": FREE may go to PREMIUM or PRO, so the PREMIUM offer also points at
  // PRO.
  const otherOffer = upgradeOffers(user?.role ?? null).find((offer) => offer !== target && offer === 'PRO');

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={upgradeTitle(target)}
      description={`Unlock everything in ${UPGRADE_PLANS[target].name}.`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close}>
            Maybe Later
          </button>
          <button type="button" className="button button--primary" disabled={upgradeNow.starting} onClick={() => upgradeNow.start(target)}>
            {upgradeNow.starting ? 'Starting checkout...' : 'Upgrade Now'}
          </button>
        </>
      }
    >
      <UpgradePlanDetails target={target} />
      {otherOffer && (
        <p className="upgrade-plan__other">
          Or{' '}
          <button type="button" className="link-button" onClick={() => open(otherOffer)}>
            go {UPGRADE_PLANS[otherOffer].name} for {monthlyPrice(UPGRADE_PLANS[otherOffer])}
          </button>
        </p>
      )}
    </Dialog>
  );
}

/** The price and the feature list of a tier. */
export function UpgradePlanDetails({ target }: { target: UpgradeTarget }) {
  const plan = UPGRADE_PLANS[target];
  return (
    <div className="upgrade-plan" data-role={plan.role}>
      <p className="upgrade-plan__price">
        <span className="upgrade-plan__amount">${plan.price}</span>
        <span className="upgrade-plan__period">/month</span>
        {plan.priceNote && <span className="upgrade-plan__note">{plan.priceNote}</span>}
      </p>
      <ul className="upgrade-plan__features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="upgrade-plan__feature">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
              <path d="M20 6 9 17l-5-5" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { toast } from '../../../components/ui/toast/toast-store';
import { useAuthUser } from '../../../lib/session/auth-store';
import { upgradeRefusal } from '../../../lib/feature-gate/upgrade-plans';
import { useFeatureGate } from '../../../lib/feature-gate/use-feature-gate';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';
import { upgradeDecision } from '../utils/upgrade-decision';

/**
 * The pricing table's Premium and Pro buttons (docs/product.md "Subscriptions and payments"). The shared feature gate
 * says 'Authentication Required' or 'Verify Your Email', or opens the upgrade dialog; a user who already has the tier
 * gets the upgrade dialog's 'Already Subscribed' instead.
 */
export function useUpgradeButton(): (target: UpgradeTarget) => void {
  const user = useAuthUser();
  const gate = useFeatureGate();
  return (target) => {
    const refusal = upgradeDecision(user, target) === 'already-subscribed' ? upgradeRefusal(user, target) : null;
    if (refusal) {
      toast(refusal);
      return;
    }
    gate({ role: target });
  };
}

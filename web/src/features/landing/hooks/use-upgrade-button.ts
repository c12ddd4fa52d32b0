import { toast } from '../../../components/ui/toast/toast-store';
import { useAuthUser } from '../../auth/stores/auth-store';
import { useFeatureGate } from '../../upgrade/hooks/use-feature-gate';
import type { UpgradeTarget } from '../../upgrade/stores/upgrade-dialog-store';
import { alreadySubscribed, upgradeDecision } from '../utils/upgrade-decision';

/**
 * The pricing table's Premium and Pro buttons (spec 000 §6). The shared feature gate says 'Authentication Required'
 * or 'Verify Your Email' and opens the upgrade dialog; a user who already has the tier is told so instead.
 */
export function useUpgradeButton(): (target: UpgradeTarget) => void {
  const user = useAuthUser();
  const gate = useFeatureGate();
  return (target) => {
    if (user && upgradeDecision(user, target) === 'already-subscribed') {
      toast(alreadySubscribed(target, user.role));
      return;
    }
    gate({ role: target });
  };
}

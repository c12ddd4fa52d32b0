import { meetsRole } from '@app/domain/shared/roles';
import { EMAIL_VERIFICATION_REQUIRED, SIGN_IN_REQUIRED } from '@app/domain/users/permissions';
import { TOAST_DURATION, toast, type ToastOptions } from '../../components/ui/toast/toast-store';
import { useAuthUser } from '../session/auth-store';
import { useUpgradeDialogActions, type UpgradeTarget } from './upgrade-dialog-store';

export interface FeatureRequirement {
  role?: UpgradeTarget;
  /** Told beside the upgrade dialog to someone short of `role` (a premium idea's 'Premium Content'). */
  shortfallNotice?: ToastOptions;
}

/**
 * The one check in front of every gated button (docs/product.md "Roles and permissions"): signed in, else
 * 'Authentication Required'; email verified, else 'Verify Your Email'; the tier, else the upgrade dialog for it. The
 * server enforces the same rules; this only spares a round trip and says why.
 */
export function useFeatureGate(): (requirement?: FeatureRequirement) => boolean {
  const user = useAuthUser();
  const { open } = useUpgradeDialogActions();
  return (requirement = {}) => {
    if (!user) {
      toast({ title: SIGN_IN_REQUIRED.title, description: SIGN_IN_REQUIRED.message, variant: 'destructive', duration: TOAST_DURATION.default });
      return false;
    }
    if (!user.emailVerified) {
      toast({ title: EMAIL_VERIFICATION_REQUIRED.title, description: EMAIL_VERIFICATION_REQUIRED.message, variant: 'destructive', duration: TOAST_DURATION.default });
      return false;
    }
    if (requirement.role && !meetsRole(user.role, requirement.role)) {
      if (requirement.shortfallNotice) toast(requirement.shortfallNotice);
      open(requirement.role);
      return false;
    }
    return true;
  };
}

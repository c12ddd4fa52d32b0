import { meetsRole, type Role } from '@app/domain/shared/roles';
import type { UpgradeTarget } from '../../../lib/feature-gate/upgrade-dialog-store';

/**
 * What an upgrade button of the pricing table does (docs/product.md "Subscriptions and payments"), checked in the
 * spec's order: signed out, then unverified, then already on the tier or above (PREMIUM or higher for Premium, PRO or
 * higher for Pro), and only then the upgrade dialog.
 */
export type UpgradeDecision = 'sign-in-required' | 'verify-email' | 'already-subscribed' | 'upgrade';

export function upgradeDecision(user: { role: Role; emailVerified: boolean } | null, target: UpgradeTarget): UpgradeDecision {
  if (!user) return 'sign-in-required';
  if (!user.emailVerified) return 'verify-email';
  if (meetsRole(user.role, target)) return 'already-subscribed';
  return 'upgrade';
}

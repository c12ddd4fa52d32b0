import type { ReactNode } from 'react';
import type { AuthUser } from '../../../lib/session/auth-user';
import { ProfileCard } from './profile-card';
import { RoleBadge } from './role-badge';
import { SecurityCard } from './security-card';
import './account-settings.css';

/**
 * /settings below its back button: the subscription badge, then the Profile and Security cards (docs/product.md
 * "Accounts and sessions"), after the `subscription` card the page puts first (it belongs to the payments feature).
 */
export function AccountSettings({ user, subscription }: { user: AuthUser; subscription?: ReactNode }) {
  return (
    <>
      <header className="settings__header">
        <div>
          <h1 className="page__title">Account Settings</h1>
          <p className="page__lead">Manage your profile and password.</p>
        </div>
        <div className="settings__plan">
          <span className="settings__plan-label">Current plan</span>
          <RoleBadge role={user.role} tier />
        </div>
      </header>
      <div className="settings__cards">
        {subscription}
        <ProfileCard user={user} />
        <SecurityCard />
      </div>
    </>
  );
}

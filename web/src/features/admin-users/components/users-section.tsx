import type { ReactNode } from 'react';
import type { AdminUser } from '../types';
import './admin-users.css';
import { TestAccountForm } from './test-account-form';
import { UsersCard } from './users-card';

/**
 * The admin panel's Users section (docs/product.md "Admin: Users"): the users table, and a form for tier test accounts.
 * `history` is a row's audit history action (another feature, joined in by the app).
 */
export function UsersSection({ history }: { history?: (user: AdminUser) => ReactNode }) {
  return (
    <>
      <UsersCard history={history} />
      <TestAccountForm />
    </>
  );
}

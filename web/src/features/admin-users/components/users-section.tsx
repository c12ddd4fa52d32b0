import './admin-users.css';
import { TestAccountForm } from './test-account-form';
import { UsersCard } from './users-card';

/** The admin panel's Users section (spec 001 §2): the users table, and a form for tier test accounts. */
export function UsersSection() {
  return (
    <>
      <UsersCard />
      <TestAccountForm />
    </>
  );
}

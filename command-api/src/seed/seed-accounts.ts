// Accounts that exist on first start: the admin from ADMIN_EMAIL / ADMIN_PASSWORD and, unless
// SEED=false, the tier test accounts free@, premium@ and pro@test.com. They are created through commands, like every
// account; a second start finds them reserved and leaves them alone. Passwords not given are generated and returned
// once, for the caller to print.
import { randomBytes } from 'node:crypto';
import type { Actor } from '@app/domain/shared/decider';
import type { Role } from '@app/domain/shared/roles';
import { createPasswordHasher } from '@app/infra/passwords/password-hasher';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { Config } from '@app/infra/config/config';
import { createAccount, type AccountDeps } from '../accounts/accounts';
import { holderOfEmail } from '../accounts/reservations';
import type { CommandApiDeps } from '../app';
import { createSealingCommandHandler } from '../app';
import type { RunCommand } from '../commands/command-handler';

export const TIER_TEST_ACCOUNTS: readonly { email: string; username: string; role: Role }[] = [
  { email: 'free@test.com', username: 'free_user', role: 'FREE' },
  { email: 'premium@test.com', username: 'premium_user', role: 'PREMIUM' },
  { email: 'pro@test.com', username: 'pro_user', role: 'PRO' },
];

/** The seed acts as an administrator that is no user (its commands record userId "system"). */
const SYSTEM: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };

export interface SeededAccount {
  email: string;
  role: Role;
  /** Set when the password was generated: shown once, never stored in plain text. */
  generatedPassword?: string;
}

/** Meets the registration rules: upper and lower case, a digit and a special character. */
function generatePassword(): string {
  return `Pw-${randomBytes(9).toString('base64url')}7a!`;
}

type SeedAccountDeps = Pick<CommandApiDeps, 'eventStore' | 'bus' | 'personalData' | 'mailer' | 'publicUrl' | 'passwords' | 'clock'>;

export async function seedAccounts(deps: SeedAccountDeps, seed: Config['seed']): Promise<SeededAccount[]> {
  const handle = createSealingCommandHandler(deps);
  const run: RunCommand = (decider, streamId, command) =>
    handle(decider, streamId, command, { commandId: uuidv7(), correlationId: 'seed', causationId: 'seed' });
  const accounts: AccountDeps = { ...deps, passwords: deps.passwords ?? createPasswordHasher() };
  const wanted = [
    { email: seed.adminEmail, username: 'admin', role: 'ADMIN' as Role, password: seed.adminPassword },
    ...(seed.enabled ? TIER_TEST_ACCOUNTS.map((account) => ({ ...account, password: seed.password })) : []),
  ];
  const sharedTestPassword = seed.password ?? generatePassword();
  const created: SeededAccount[] = [];
  for (const account of wanted) {
    if (await holderOfEmail(deps.eventStore, account.email)) continue;
    const password = account.password ?? (account.role === 'ADMIN' ? generatePassword() : sharedTestPassword);
    await createAccount(run, accounts, { email: account.email, username: account.username, password, role: account.role }, SYSTEM);
    created.push({ email: account.email, role: account.role, ...(account.password ? {} : { generatedPassword: password }) });
  }
  return created;
}

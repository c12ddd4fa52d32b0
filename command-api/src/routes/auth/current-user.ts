import { NotFound } from '@app/domain/shared/errors';
import { USER_NOT_FOUND } from '@app/domain/users/user-decider';
import type { ActiveUser } from '@app/domain/users/user-state';
import { loadUser, type AccountDeps } from '../../accounts/accounts';

/** The signed-in user's account, 404 once it is deleted. */
export async function currentUser(deps: Pick<AccountDeps, 'eventStore' | 'personalData'>, userId: string): Promise<ActiveUser> {
  const user = await loadUser(deps, userId);
  if (user.status !== 'active') throw new NotFound(USER_NOT_FOUND);
  return user;
}

import { NotFound } from '@app/domain/shared/errors';
import { USER_NOT_FOUND } from '@app/domain/users/user-decider';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The user id in a path; anything but a UUID names no user (404). */
export function userIdParam(value: string): string {
  if (!USER_ID.test(value)) throw new NotFound(USER_NOT_FOUND);
  return value;
}

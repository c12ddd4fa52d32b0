// Idea and trend ids in paths are positive integers; anything else names no idea (404, like an id that is not there).
import { NotFound } from '@app/domain/shared/errors';

const ID = /^[1-9]\d{0,9}$/;

export function idFromPath(value: string, notFoundMessage: string): number {
  const id = ID.test(value) ? Number(value) : Number.NaN;
  if (!(id <= 0x7fffffff)) throw new NotFound(notFoundMessage);
  return id;
}

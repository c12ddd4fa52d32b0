import { NotFound } from '@app/domain/shared/errors';

// Ideas, documents and trends have positive whole-number ids; any other path segment names nothing (404).
const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;

export function pathId(value: string, notFoundMessage: string): number {
  if (!POSITIVE_INTEGER.test(value)) throw new NotFound(notFoundMessage);
  return Number(value);
}

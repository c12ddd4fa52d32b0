// Turns the SQLSTATEs raised by event_store.delete_stream (migrations.ts) into the port's typed errors.
import pg from 'pg';
import type { ExpectedRevision } from '../event-store';
import { StreamTombstoned, WrongExpectedVersion } from '../errors';

const WRONG_EXPECTED_VERSION = 'ES001';
const TOMBSTONED = 'ES002';
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return error instanceof pg.DatabaseError && error.code === UNIQUE_VIOLATION && error.constraint === constraint;
}

/** The typed error for a business outcome; anything else is returned unchanged. */
export function toStoreError(error: unknown, stream: string, expected: ExpectedRevision): unknown {
  if (!(error instanceof pg.DatabaseError)) return error;
  if (error.code === TOMBSTONED) return new StreamTombstoned(stream);
  if (error.code === WRONG_EXPECTED_VERSION) {
    const actual = error.detail === undefined || error.detail === 'no_stream' ? 'no_stream' : BigInt(error.detail);
    return new WrongExpectedVersion(stream, expected, actual);
  }
  return error;
}

/** event_store.delete_stream takes the expectation as text: a keyword or a revision. */
export function expectedParam(expected: ExpectedRevision): string {
  return typeof expected === 'bigint' ? expected.toString() : expected;
}

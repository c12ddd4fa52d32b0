import type pg from 'pg';
import type { ExpectedRevision } from '../event-store';
import { expectedParam, toStoreError } from './store-errors';

/** Soft delete or tombstone; the rules live in the event_store.delete_stream function (migrations.ts). */
export async function deleteStream(
  pool: pg.Pool,
  stream: string,
  expected: ExpectedRevision,
  mode: 'soft' | 'tombstone',
): Promise<void> {
  try {
    await pool.query('SELECT event_store.delete_stream($1, $2, $3)', [
      stream,
      expectedParam(expected),
      mode === 'tombstone',
    ]);
  } catch (error) {
    throw toStoreError(error, stream, expected);
  }
}

// A test hook for the contract suite: an append whose transaction stays open until told to commit, on a connection
// of its own, so a test can make a position commit after later ones (docs/architecture.md "Event store").
import pg from 'pg';
import type { AppendResult, NewEvent } from '../event-store';
import { appendQuery, toAppendResult, type AppendedRow } from './append-statements';
import { IDLE_IN_TRANSACTION_OPTION } from './session-settings';
import { notifyQuery } from './wake-ups';

export interface HeldAppend {
  result: AppendResult;
  commit: () => Promise<void>;
}

export async function holdOpenAppend(
  connectionString: string,
  stream: string,
  events: readonly NewEvent[],
): Promise<HeldAppend> {
  // A test that forgets to commit must not stall every reader on the server for long.
  const client = new pg.Client({ connectionString, options: IDLE_IN_TRANSACTION_OPTION });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<AppendedRow>(appendQuery(stream, events, 'any'));
    if (!rows[0]) throw new Error(`stream ${stream} is tombstoned`);
    return {
      result: toAppendResult(rows[0]),
      async commit() {
        try {
          await client.query('COMMIT');
          await client.query(notifyQuery());
        } finally {
          await client.end();
        }
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

import type { ExpectedRevision } from './event-store';

/** A concurrency clash: the stream was not at the revision the caller expected. */
export class WrongExpectedVersion extends Error {
  override readonly name = 'WrongExpectedVersion';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export class StreamNotFound extends Error {
  override readonly name = 'StreamNotFound';
  constructor(readonly stream: string) {
    super(`Stream ${stream} not found`);
  }
}

/** The stream was tombstoned (hard-deleted): it can never be written or read again. */
export class StreamTombstoned extends Error {
  override readonly name = 'StreamTombstoned';
  constructor(readonly stream: string) {
    super(`Stream ${stream} is deleted for good`);
  }
}

import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

/** An iterable that logs when each item is asked for and when the source is closed. */
function source(count: number, log: string[]): AsyncIterable<number> {
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (let index = 0; index < count; index++) {
          log.push(`read ${index}`);
          await Promise.resolve();
          yield index;
        }
      } finally {
        log.push('closed');
      }
    },
  };
}

describe('readAhead', () => {
  it('asks for the next item before the current one is handled, and hands them over in order', async () => {
    const log: string[] = [];
    const seen: number[] = [];
    for await (const item of readAhead(source(3, log))) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`handled ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([0, 1, 2]);
    // The source ends (and closes) while the last item is still being handled.
    expect(log).toEqual(['read 0', 'read 1', 'handled 0', 'read 2', 'handled 1', 'closed', 'handled 2']);
  });

  it('closes the source when the caller stops early', async () => {
    const log: string[] = [];
    for await (const item of readAhead(source(10, log))) {
      if (item === 1) break;
    }
    expect(log.at(-1)).toBe('closed');
    expect(log.filter((entry) => entry.startsWith('read'))).toEqual(['read 0', 'read 1', 'read 2']);
  });
});

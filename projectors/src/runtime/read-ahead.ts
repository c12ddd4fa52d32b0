// The next item of an async iterable is asked for as soon as the current one is handed out, so a runner reads page
// n+1 while it writes page n: a catch-up then takes about the longer of reading and writing, not their sum.
export async function* readAhead<T>(items: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  const iterator = items[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = iterator.next();
      // A read that fails while the caller stops is nobody's to report; a caller that goes on awaits it below.
      next.catch(() => undefined);
      yield item.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * `fn` over every item with at most `limit` calls in flight; results in the items' order. Bulk calls (publish,
 * link, the seed) touch one stream per idea: in parallel, but never more at once than the pool can serve. After a
 * failure no new item starts, and the first error is thrown once the calls in flight have ended, so nothing keeps
 * running behind the caller's back.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

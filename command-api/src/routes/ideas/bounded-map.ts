/**
 * `fn` over every item with at most `limit` calls in flight; results in the items' order. Bulk calls (publish,
 * link, the seed) touch one stream per idea: in parallel, but never more at once than the pool can serve.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

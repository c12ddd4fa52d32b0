// A benchmark process's own memory, measured after a full collection, so heap figures are what is live, not what is
// waiting to be collected.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Heap used and committed (what V8 holds for it), array buffers (outside the heap) and resident set of the process, in
 * MB, after a full collection.
 */
export interface Memory {
  heap: number;
  heapCommitted: number;
  arrayBuffers: number;
  rss: number;
}

export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export function memoryMb(): Memory {
  collectGarbage();
  const { heapUsed, heapTotal, arrayBuffers, rss } = process.memoryUsage();
  return { heap: heapUsed / 1e6, heapCommitted: heapTotal / 1e6, arrayBuffers: arrayBuffers / 1e6, rss: rss / 1e6 };
}

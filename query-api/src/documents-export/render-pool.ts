// Rendering off the event loop. A PDF or a deck is synchronous CPU work (50 ms for a typical PRD, seconds for a long
// one: README); on the query API's one event loop it would hold up every other request meanwhile. A pool of worker
// threads (piscina) renders them instead, a bounded number at once, behind a bounded queue: past it a render is refused
// at once (RenderQueueFull, which the route answers 503 with Retry-After) rather than waiting longer and longer.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { DownloadFormat } from '@app/domain/documents/download-formats';
import type { DownloadableDocument, RenderedDownload } from './render-download';

export interface RenderTask {
  document: DownloadableDocument;
  format: DownloadFormat;
}

/** The queue in front of the pool is full: try again after about the time it takes to drain. */
export class RenderQueueFull extends Error {
  override readonly name = 'RenderQueueFull';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many downloads are being prepared. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

export interface RenderPool {
  /** The file, rendered on a worker thread; RenderQueueFull when the queue is full. */
  render(task: RenderTask): Promise<RenderedDownload>;
  close(): Promise<void>;
}

/**
 * One thread: the query API is sized for a core of its own (deploy/kubernetes/query-api.yaml requests 1 CPU), and on
 * the 2-core machines of `npm start` the other core is the event loop's. More render throughput comes from more query
 * API replicas, each with its own thread (docs/operations.md).
 */
const THREADS = 1;
/** Renders waiting for the thread: at ~50 ms a typical PDF, a full queue drains in about a second. */
const MAX_QUEUE = 16;
/**
 * The render thread runs at a lower CPU priority than the event loop (and Postgres, when it shares the machine): when
 * both want the CPU, reads go first and renders wait. Linux applies `nice` per thread; piscina sets it through the
 * optional @napi-rs/nice, and without that module the thread keeps the normal priority.
 */
const NICE_INCREMENT = 10;
/**
 * The render thread's heap. A render that outgrows it ends its thread alone (that render fails with
 * ERR_WORKER_OUT_OF_MEMORY, piscina starts a new thread, this process goes on); left to V8's default, a thread's heap
 * is sized like a process's, and a runaway render could take the whole pod past its memory limit (2 GiB,
 * deploy/kubernetes/query-api.yaml). The deepest crafted documents render within 24 MB.
 */
const RENDER_HEAP_MB = 512;
/**
 * The worker is TypeScript, as the services are: it loads through tsx whatever started this process (the tsx CLI,
 * `node --import tsx`, or vitest, whose processes have no tsx loader for a thread to inherit).
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** What crosses back from the thread: a structured clone turns the Buffer into a plain Uint8Array. */
type ThreadFile = Omit<RenderedDownload, 'body'> & { body: Uint8Array };

let started = 0;

/** Renders handed to a pool by this process so far: how tests tell a cached file from a fresh render. */
export function rendersStarted(): number {
  return started;
}

/**
 * `onThreadError`: the thread died while no render ran on it (while loading, say). piscina starts another and reports
 * it as the pool's `error` event, which would end the process if nobody listened: a download must never stop the API.
 */
export function createRenderPool(onThreadError: (error: unknown) => void): RenderPool {
  // No thread until the first render (a query API that serves no PDF starts none); once started it stays, so a
  // download never waits for a thread to load the renderers again.
  const pool = new Piscina<RenderTask, ThreadFile>({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: Infinity,
    execArgv: ['--import', TSX_LOADER],
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB },
  });
  pool.on('error', onThreadError);
  return {
    async render(task) {
      if (pool.queueSize >= MAX_QUEUE) throw new RenderQueueFull(secondsToDrain(pool));
      started += 1;
      const file = await pool.run(task);
      return { ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) };
    },
    close: () => pool.destroy(),
  };
}

/** The queue and the renders running, at the mean time a render has taken so far (at least a second). */
function secondsToDrain(pool: Piscina): number {
  const meanMs = pool.histogram.runTime.mean || 0;
  return Math.max(1, Math.ceil(((pool.queueSize + THREADS) * meanMs) / THREADS / 1000));
}

// Compressed answers (docs/operations.md "Compression and caching"): every text answer of the services (JSON, HTML,
// XML, CSV, Markdown, the API reference's files) goes out in brotli or gzip, whichever the client prefers of those it
// accepts, else as is. The one-process platform, the command API and the query API install it here, like the security
// headers. The SPA's own files are compressed once at build time (web/vite.config.ts) and sent as they are.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this many bytes a compressed answer saves less than a packet and costs a compression: small answers (a
 * command's `{ position }`, a 404) go as they are.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Installs compression on every route of `app`; call before registering routes. */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    // No zstd or deflate: browsers that send either also send br and gzip, and fewer encodings are fewer variants for
    // a cache to keep.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // The plugin's default type test leaves out text/event-stream: the change feed (GET /api/live) writes each frame
    // to the socket itself and a compressor would hold frames back until its buffer fills. Images and PDFs are
    // compressed already.
    // Request bodies stay as sent: a compressed body would be a way around the body limits (zip bombs).
    globalDecompression: false,
  });
}

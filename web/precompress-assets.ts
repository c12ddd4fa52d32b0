// The build's text files compressed once, at the highest levels, beside each file (`app-1a2b.js.br`, `.gz`): the
// servers send them as they are (@fastify/static's `preCompressed` in `npm start`, nginx's gzip_static in deploy/web)
// instead of compressing the same bytes on every request at a faster, weaker level. No plugin on npm does more than
// this loop for us (docs/operations.md "Compression and caching").
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILES = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than a packet (the servers' own threshold: infra/src/http/compression.ts). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of filesUnder(options.dir).filter((name) => TEXT_FILES.test(name))) {
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

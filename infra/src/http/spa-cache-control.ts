// How long browsers keep the SPA's files (docs/operations.md "Compression and caching"). Vite names every file under
// assets/ by its content, so a changed file is a new URL: those are kept for a year without asking again. Everything
// else (index.html, the pages the server writes tags into, favicon.svg) is asked for again on every visit, so a new
// release is seen at once. deploy/web/nginx.conf sends the same (system-tests/src/deploy/nginx-headers.test.ts).
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';

/** The Cache-Control of a file of the built SPA, by its path relative to the build's root (`assets/index-1a2b.js`). */
export function spaCacheControl(relativePath: string): string {
  return relativePath.split(/[\\/]/)[0] === 'assets' ? HASHED_ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;
}

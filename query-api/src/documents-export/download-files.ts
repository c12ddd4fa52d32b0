// The files `GET /api/documents/{originalDocId}/download/{format}` serves, once the route has found the document and
// checked the caller's access. Markdown and CSV are made here and now (a copy, a parse: as cheap as any read). A PDF or
// a deck is rendered on the render pool (render-pool.ts) and kept for the next download of the same revision, in
// memory bounded by bytes (least recently used first out); requests for a file being rendered wait for that render.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { downloadFormatFor, type DownloadFormat } from '@app/domain/documents/download-formats';
import { renderDownload, type DownloadableDocument, type RenderedDownload } from './render-download';
import { createRenderPool } from './render-pool';

/** About 2,000 typical PDFs (~30 kB) or 500 decks (~130 kB) per query API process. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** What an entry costs besides its bytes (key, file name, object), so that no entry counts as free. */
const ENTRY_OVERHEAD_BYTES = 512;
const RENDERED_ON_POOL: ReadonlySet<DownloadFormat> = new Set(['pdf', 'ppt']);

export interface DownloadFiles {
  /**
   * The document as `format` (the path's value; FormatNotAvailable when its type does not offer it). A PDF or a deck
   * that is neither cached nor being rendered calls `admit` first (the per-client limit may refuse it there).
   */
  file(document: DownloadableDocument, format: string, admit: () => Promise<void>): Promise<RenderedDownload>;
  close(): Promise<void>;
}

/** `onRenderThreadError`: see createRenderPool. */
export function createDownloadFiles(onRenderThreadError: (error: unknown) => void): DownloadFiles {
  const pool = createRenderPool(onRenderThreadError);
  const cache = new LRUCache<string, RenderedDownload>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (file) => file.body.byteLength + ENTRY_OVERHEAD_BYTES,
  });
  // Single flight: the render each key is waiting for. (lru-cache's own fetch() would abort a render whose entry is
  // evicted meanwhile and answer undefined; this map keeps every render to its end.)
  const rendering = new Map<string, Promise<RenderedDownload>>();

  function renderOnce(key: string, document: DownloadableDocument, format: DownloadFormat): Promise<RenderedDownload> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = pool
        .render({ document, format })
        .then((file) => {
          cache.set(key, file);
          return file;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return {
    async file(document, format, admit) {
      const offered = downloadFormatFor(document.type, format);
      if (!RENDERED_ON_POOL.has(offered)) return renderDownload(document, offered);
      const key = revisionKey(document, offered);
      const cached = cache.get(key);
      if (cached) return cached;
      if (!rendering.has(key)) await admit();
      return renderOnce(key, document, offered);
    },
    close: () => pool.close(),
  };
}

/**
 * The file's revision is what it shows: a document changes only through events, and whatever changes its content, its
 * type or its idea's title (which heads the PDF and names the file) changes this digest, so an edit is rendered anew
 * and a file cannot outlive its revision. Identical documents share one file; who may download it is checked before.
 */
function revisionKey({ title, type, content }: DownloadableDocument, format: DownloadFormat): string {
  return createHash('sha256').update(JSON.stringify([format, type, title, content])).digest('base64url');
}

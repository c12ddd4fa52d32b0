// The render pool's worker thread (render-pool.ts): turns one document into its file. It lives as long as the pool, so
// what rendering loads once (pdfkit, pptxgenjs, the fallback fonts and their glyph lookups) is loaded once per thread.
import type { RenderedDownload } from './render-download';
import { renderDownload } from './render-download';
import type { RenderTask } from './render-pool';

export default function render({ document, format }: RenderTask): Promise<RenderedDownload> {
  return renderDownload(document, format);
}

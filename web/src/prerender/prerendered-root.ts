// The #root a prerendered page is sent with (web/prerender-pages.ts; docs/architecture.md "First paint").

/** React writes a component's <title> first in its output; the page's title is the server's (in the head). */
const HOISTED_TITLE = /^<title>[^<]*<\/title>/;
/**
 * Style attributes are refused by the site's CSP (style-src 'self': infra/src/http/security-headers.ts) and each
 * refusal is a console error; the app sets those styles itself once it runs (React quotes attribute values).
 */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

export const EMPTY_ROOT = '<div id="root"></div>';

/** The element holding the reads a page was rendered with (page-reads.ts), which the app starts from. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The page's markup in #root, inert until the app replaces it (React replaces the root's children when it first
 * renders): a click on a button that does nothing yet would be lost, so the prerendered page takes none
 * (global.css: .prerendered). `data`, the query cache the page was rendered from, follows as JSON (a data block,
 * which no CSP runs), with every '<' escaped so no text in it can close the element.
 */
export function prerenderedRoot(markup: string, data?: unknown): string {
  const root = `<div id="root"><div class="prerendered" inert>${markup.replace(HOISTED_TITLE, '').replace(STYLE_ATTRIBUTE, '')}</div></div>`;
  if (data === undefined) return root;
  return `${root}<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

// The #root a prerendered page is sent with (web/prerender-pages.ts; docs/architecture.md "First paint").

/** React writes a component's <title> first in its output; the page's title is the server's (in the head). */
const HOISTED_TITLE = /^<title>[^<]*<\/title>/;
/**
 * Style attributes are refused by the site's CSP (style-src 'self': infra/src/http/security-headers.ts) and each
 * refusal is a console error; the app sets those styles itself once it runs (React quotes attribute values).
 */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page's markup in #root, inert until the app replaces it (React replaces the root's children when it first
 * renders): a click on a button that does nothing yet would be lost, so the prerendered page takes none
 * (global.css: .prerendered).
 */
export function prerenderedRoot(markup: string): string {
  return `<div id="root"><div class="prerendered" inert>${markup.replace(HOISTED_TITLE, '').replace(STYLE_ATTRIBUTE, '')}</div></div>`;
}

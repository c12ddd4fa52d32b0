// The built SPA's pages (web/dist): index.html, the shell every page of the SPA starts from; the pages a first visit
// may land on, prerendered as a visitor without a session first sees them (web/prerender-pages.ts writes
// pages/<name>.html); and the build's page renderer (web/src/prerender/render-page.tsx, built for Node into
// web/.prerender/), which renders a page whose first screen is data with the API's answers in place
// (docs/architecture.md "First paint").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_PAGES, type PrerenderedPage } from '@app/domain/site/prerendered-pages';

/** The build's page renderer: what web/src/prerender/render-page.tsx exports. */
export interface PageRenderer {
  /** The URLs the page's first screen reads; none: its prerendered file serves it. */
  readsOf(path: string): string[];
  /** index.html with the page rendered in it from `answers` (each read's body by URL), the app's data beside it. */
  renderPage(indexHtml: string, path: string, answers: Record<string, unknown>): Promise<string>;
}

export interface SpaPages {
  /** index.html: an empty #root the app renders into. */
  shell: string;
  /** The pages that were prerendered; a page without one is served the shell. */
  prerendered: Partial<Record<PrerenderedPage, string>>;
  /** Absent from a build without it: every page is then its prerendered file. */
  renderer?: PageRenderer;
}

/** The pages of a build, or undefined when there is no build (a query API that serves no SPA). */
export async function loadSpaPages(webDist: string): Promise<SpaPages | undefined> {
  const read = (file: string) => (existsSync(path.join(webDist, file)) ? readFileSync(path.join(webDist, file), 'utf8') : undefined);
  const shell = read('index.html');
  if (shell === undefined) return undefined;
  const prerendered: SpaPages['prerendered'] = {};
  for (const { name } of PRERENDERED_PAGES) {
    const html = read(path.join('pages', `${name}.html`));
    if (html !== undefined) prerendered[name] = html;
  }
  const rendererFile = path.join(webDist, '..', '.prerender', 'render-page.js');
  const renderer = existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer) : undefined;
  return { shell, prerendered, ...(renderer ? { renderer } : {}) };
}

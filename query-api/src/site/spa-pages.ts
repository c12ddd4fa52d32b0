// The built SPA's pages (web/dist): index.html, the shell every page of the SPA starts from, and the pages a first
// visit may land on, prerendered as a visitor without a session first sees them (web/prerender-pages.ts writes
// pages/<name>.html; docs/architecture.md "First paint").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PRERENDERED_PAGES = ['landing', 'marketplace', 'idea', 'trend', 'exploration', 'workspace'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

export interface SpaPages {
  /** index.html: an empty #root the app renders into. */
  shell: string;
  /** The pages that were prerendered; a page without one is served the shell. */
  prerendered: Partial<Record<PrerenderedPage, string>>;
}

/** The pages of a build, or undefined when there is no build (a query API that serves no SPA). */
export function readSpaPages(webDist: string): SpaPages | undefined {
  const read = (file: string) => (existsSync(path.join(webDist, file)) ? readFileSync(path.join(webDist, file), 'utf8') : undefined);
  const shell = read('index.html');
  if (shell === undefined) return undefined;
  const prerendered: SpaPages['prerendered'] = {};
  for (const page of PRERENDERED_PAGES) {
    const html = read(path.join('pages', `${page}.html`));
    if (html !== undefined) prerendered[page] = html;
  }
  return { shell, prerendered };
}

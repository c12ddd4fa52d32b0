// The built SPA's pages (web/dist): index.html, the shell every page of the SPA starts from, and the pages a first
// visit may land on, prerendered as a visitor without a session first sees them (web/prerender-pages.ts writes
// pages/<name>.html; docs/architecture.md "First paint").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGES, type PrerenderedPage } from '@app/domain/site/prerendered-pages';

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
  for (const { name } of PRERENDERED_PAGES) {
    const html = read(path.join('pages', `${name}.html`));
    if (html !== undefined) prerendered[name] = html;
  }
  return { shell, prerendered };
}

// The build's last step (`npm run build -w web`): each page a first visit may land on, rendered once as a visitor
// without a session first sees it (src/prerender/render-page.tsx, built for Node into .prerender/ by the step
// before), written as dist/pages/<page>.html: the built index.html (whose one stylesheet styles every page) with
// the page's markup in #root, so the browser paints the page before any script runs. The query API serves these
// (query-api/src/site/; docs/architecture.md "First paint").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMPTY_ROOT, prerenderedRoot } from './src/prerender/prerendered-root';

/** The pages, by the file name the query API looks for, with a path that renders them. */
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'marketplace', path: '/marketplace' },
  // An idea's and a trend's page render their loading state, the same for every id.
  { name: 'idea', path: '/marketplace/1' },
  { name: 'trend', path: '/trends/1' },
  { name: 'exploration', path: '/exploration' },
  { name: 'workspace', path: '/workspace' },
] as const;

async function main(): Promise<void> {
  const webDir = import.meta.dirname;
  const dist = path.join(webDir, 'dist');
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
  const { renderPage } = (await import(pathToFileURL(path.join(webDir, '.prerender', 'render-page.js')).href)) as {
    renderPage: (url: string) => Promise<string>;
  };
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const page of PAGES) {
    writeFileSync(path.join(dist, 'pages', `${page.name}.html`), indexHtml.replace(EMPTY_ROOT, prerenderedRoot(await renderPage(page.path))));
  }
  console.log(`prerendered ${PAGES.length} pages into dist/pages/`);
}

await main();

// The build's last step (`npm run build -w web`): each page a first visit may land on, rendered once as a visitor
// without a session first sees it (src/prerender/render-page.tsx, built for Node into .prerender/ by the step
// before), written as dist/pages/<page>.html: the built index.html (whose one stylesheet styles every page) with
// the page's markup in #root, so the browser paints the page before any script runs. The query API serves these
// (query-api/src/site/; docs/architecture.md "First paint").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_PAGES } from '@app/domain/site/prerendered-pages';

async function main(): Promise<void> {
  const webDir = import.meta.dirname;
  const dist = path.join(webDir, 'dist');
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { renderPage } = (await import(pathToFileURL(path.join(webDir, '.prerender', 'render-page.js')).href)) as {
    renderPage: (indexHtml: string, path: string) => Promise<string>;
  };
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    writeFileSync(path.join(dist, 'pages', `${page.name}.html`), await renderPage(indexHtml, page.path));
  }
  console.log(`prerendered ${PRERENDERED_PAGES.length} pages into dist/pages/`);
}

await main();

// Pages whose first screen is data (an idea's page, the trends), rendered for each visitor without a session with the
// API's own answers in place (docs/architecture.md "First paint"): the build's renderer names the reads
// (web/src/prerender/page-reads.ts), this asks them of the API itself as that visitor would, and renders the page
// once per distinct set of answers (a reader's view counts as the app's own read would have). A page whose reads
// do not all answer 200, or whose render fails, is left to the prerendered file.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageRenderer } from './spa-pages';

export interface RenderedPages {
  /** The page's HTML with its data, or undefined when `path` has no reads or they cannot be rendered. */
  html(path: string): Promise<string | undefined>;
}

export function createRenderedPages(app: FastifyInstance, renderer: PageRenderer, indexHtml: string, capacity: number): RenderedPages {
  // By page and answers: a page is rendered again only when what it shows changed.
  const pages = new LRUCache<string, Promise<string>>({ max: capacity });

  async function answersOf(urls: string[]): Promise<Record<string, string> | undefined> {
    const answers: Record<string, string> = {};
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) return undefined;
      answers[url] = response.body;
    }
    return answers;
  }

  return {
    async html(path) {
      const urls = renderer.readsOf(path);
      if (urls.length === 0) return undefined;
      const answers = await answersOf(urls);
      if (!answers) return undefined;
      const key = createHash('sha256').update(JSON.stringify([path, answers])).digest('base64url');
      let page = pages.get(key);
      if (!page) {
        const bodies = Object.fromEntries(Object.entries(answers).map(([url, body]) => [url, JSON.parse(body) as unknown]));
        page = renderer.renderPage(indexHtml, path, bodies);
        pages.set(key, page);
        page.catch(() => pages.delete(key));
      }
      try {
        return await page;
      } catch (error) {
        app.log.warn({ err: error, path }, 'site: rendering a page with its data failed; its prerendered file is sent');
        return undefined;
      }
    },
  };
}

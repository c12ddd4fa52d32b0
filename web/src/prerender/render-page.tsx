// The server-side render of a page as a visitor without a session first sees it: the shell and the page's own
// content. Rendered once at build time with every read still loading (../../prerender-pages.ts), or by the query API
// for a page whose first screen is data (page-reads.ts), with its reads' answers in place and sent beside it for the
// app to start from (docs/architecture.md "First paint").
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { pageReads } from './page-reads';
import { EMPTY_ROOT, prerenderedRoot } from './prerendered-root';

/** The URLs `path`'s first screen reads (page-reads.ts); none: the page built once serves it. */
export function readsOf(path: string): string[] {
  return pageReads(path).map((read) => read.url);
}

/**
 * `indexHtml` (the built index.html) with `path` rendered in its #root; `answers`: the bodies of the page's reads by
 * URL (readsOf), the API's answers to a visitor without a session.
 */
export async function renderPage(indexHtml: string, path: string, answers: Record<string, unknown> = {}): Promise<string> {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const queryClient = createQueryClient();
  for (const read of pageReads(path)) {
    if (read.url in answers) queryClient.setQueryData(read.queryKey, read.data(answers[read.url]));
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); only a page can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const seeded = Object.keys(answers).length > 0 ? dehydrate(queryClient) : undefined;
  return indexHtml.replace(EMPTY_ROOT, prerenderedRoot(markup, seeded));
}

// The server-side render of a page as a visitor without a session first sees it: the shell and the page's own
// content, with every read still loading (its skeletons), so it is the same for everyone and is rendered once, at
// build time (../../prerender-pages.ts; docs/architecture.md "First paint").
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); only a page can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

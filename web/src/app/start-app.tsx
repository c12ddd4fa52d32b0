// The app itself, loaded by main.tsx once the page can be seen (docs/architecture.md "First paint").
// Before anything that parses with zod: no eval under the site's CSP.
import '../lib/zod-without-eval';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '../lib/query-client';
import { PAGE_DATA_ID } from '../prerender/prerendered-root';
import { App } from './app';
import { createAppRouter } from './router';

export async function startApp(container: HTMLElement): Promise<void> {
  // The reads the server rendered the page from (prerender/page-reads.ts): the app starts from them, so its first
  // render is the page it replaces, and it does not ask for them again.
  const seeded = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (seeded) hydrate(queryClient, JSON.parse(seeded) as DehydratedState);
  const router = await createAppRouter();
  const root = createRoot(container);
  // A transition renders in slices the browser can paint and answer input between; the prerendered page stays on
  // screen until the app's own replaces it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

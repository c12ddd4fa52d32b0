// The app itself, loaded by main.tsx once the page can be seen (docs/architecture.md "First paint").
// Before anything that parses with zod: no eval under the site's CSP.
import '../lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';

export async function startApp(container: HTMLElement): Promise<void> {
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

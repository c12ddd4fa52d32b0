import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { AppLayout } from './layout/app-layout';
import { PopupLayout } from './layout/popup-layout';
import { RouteError } from './routes/route-error';

// Every page is its own chunk, so the first load carries only the shell and the page it lands on.
// Routes: docs/product.md "Screens and navigation". The same routes render the prerendered pages (web/src/prerender/).
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      { index: true, lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })) },
      { path: 'marketplace', lazy: () => import('./routes/marketplace').then((m) => ({ Component: m.MarketplaceRoute })) },
      { path: 'marketplace/:id', lazy: () => import('./routes/idea-detail').then((m) => ({ Component: m.IdeaDetailRoute })) },
      { path: 'exploration', lazy: () => import('./routes/exploration').then((m) => ({ Component: m.ExplorationRoute })) },
      { path: 'trends/:id', lazy: () => import('./routes/trend-detail').then((m) => ({ Component: m.TrendDetailRoute })) },
      { path: 'workspace', lazy: () => import('./routes/workspace').then((m) => ({ Component: m.WorkspaceRoute })) },
      { path: 'settings', lazy: () => import('./routes/settings').then((m) => ({ Component: m.SettingsRoute })) },
      { path: 'terms', lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })) },
      { path: 'builderstudio', lazy: () => import('./routes/builder-studio').then((m) => ({ Component: m.BuilderStudioRoute })) },
      { path: 'admin', lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })) },
      { path: 'verify-email/:token', lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })) },
      // A link cut short: the page says 'No verification token found' (docs/product.md "Screens and navigation").
      { path: 'verify-email', lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })) },
      { path: 'login', lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
  {
    // The checkout pop-up's pages (docs/product.md "Subscriptions and payments").
    Component: PopupLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      { path: 'checkout/:sessionId', lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
      { path: 'payment/success', lazy: () => import('./routes/payment-success').then((m) => ({ Component: m.PaymentSuccessRoute })) },
      { path: 'payment/cancelled', lazy: () => import('./routes/payment-cancelled').then((m) => ({ Component: m.PaymentCancelledRoute })) },
    ],
  },
];

/**
 * The browser's router, with the page it opens on already loaded: the router would otherwise render its
 * HydrateFallback (a spinner) over the prerendered page while the page's chunk loads (React Router's "lazy routes
 * and SSR" recipe).
 */
export async function createAppRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

// The pages the build prerenders (web/prerender-pages.ts) and the query API serves (query-api/src/site/spa-pages.ts),
// by the file name both use, with a path that renders each (docs/architecture.md "First paint").
export const PRERENDERED_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'marketplace', path: '/marketplace' },
  // An idea's and a trend's page render their loading state, the same for every id.
  { name: 'idea', path: '/marketplace/1' },
  { name: 'trend', path: '/trends/1' },
  { name: 'exploration', path: '/exploration' },
  { name: 'workspace', path: '/workspace' },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number]['name'];

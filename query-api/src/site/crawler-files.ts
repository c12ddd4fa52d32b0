// robots.txt and the sitemap (README.md here). The sitemap lists what a visitor who is not signed in can open: the
// landing page, the marketplace, each published idea's page and each live trend's page.
import type { SitemapEntry } from '../read-models/site-pages';
import { escapeMarkup } from './escape-markup';

/**
 * The sitemap protocol's limit of URLs in one file. Beyond it a sitemap index would have to split the list; until
 * the catalog comes near it, the newest ideas past it are left out (docs/operations.md "Crawlers and link previews").
 */
const SITEMAP_MAX_URLS = 50_000;
/** The pages of the sitemap that are not an idea's or a trend's. */
const SITE_PAGES = ['/', '/marketplace', '/exploration'];
/** How many ideas and trends one sitemap can list. */
export const SITEMAP_MAX_ENTRIES = SITEMAP_MAX_URLS - SITE_PAGES.length;

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /workspace', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function entryPath(entry: Pick<SitemapEntry, 'kind' | 'id'>): string {
  return entry.kind === 'idea' ? `/marketplace/${entry.id}` : `/trends/${entry.id}`;
}

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string, updatedAt?: Date) =>
    `<url><loc>${escapeMarkup(publicUrl + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITE_PAGES.map((path) => url(path)),
    ...entries.map((entry) => url(entryPath(entry), entry.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

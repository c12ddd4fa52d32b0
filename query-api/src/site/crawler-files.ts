// robots.txt and the sitemap (README.md here). The sitemap lists what a visitor who is not signed in can open: the
// landing page, the marketplace, each published idea's page and each live trend's page.
import type { SitemapEntry } from '../read-models/site-pages';
import { escapeMarkup } from './escape-markup';

/**
 * The sitemap protocol's limit of URLs in one file. Beyond it /sitemap.xml is a sitemap index naming its pages
 * (/sitemap.xml?page=N), each of this many URLs at most (docs/operations.md "Crawlers and link previews").
 */
const SITEMAP_MAX_URLS = 50_000;
/** The pages of the sitemap that are not an idea's or a trend's: on its first page. */
const SITE_PAGES = ['/', '/marketplace', '/exploration'];

/** Which ideas and trends a page of the sitemap lists: the first page also holds the site's own pages. */
export function sitemapPageRange(page: number, maxUrls = SITEMAP_MAX_URLS): { offset: number; limit: number } {
  const first = maxUrls - SITE_PAGES.length;
  return page === 1 ? { offset: 0, limit: first } : { offset: first + (page - 2) * maxUrls, limit: maxUrls };
}

/** How many pages the sitemap needs for this many ideas and trends. */
export function sitemapPageCount(entries: number, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil((entries + SITE_PAGES.length) / maxUrls));
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /workspace', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function entryPath(entry: Pick<SitemapEntry, 'kind' | 'id'>): string {
  return entry.kind === 'idea' ? `/marketplace/${entry.id}` : `/trends/${entry.id}`;
}

/** A page of the sitemap (the whole sitemap while it fits one); the first holds the site's own pages too. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[], page = 1): string {
  const url = (path: string, updatedAt?: Date) =>
    `<url><loc>${escapeMarkup(publicUrl + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...(page === 1 ? SITE_PAGES.map((path) => url(path)) : []),
    ...entries.map((entry) => url(entryPath(entry), entry.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap index: what /sitemap.xml answers once the site has more URLs than one sitemap may list. */
export function sitemapIndexXml(publicUrl: string, pages: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: pages }, (_, index) => `<sitemap><loc>${escapeMarkup(`${publicUrl}/sitemap.xml?page=${index + 1}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

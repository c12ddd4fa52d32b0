import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapPageCount, sitemapPageRange, sitemapXml } from './crawler-files';

// The sitemap past the protocol's 50,000 URLs a file: an index of pages, the site's own three pages on the first.

describe('the sitemap pages', () => {
  it('fits one file while the site has at most as many URLs as a sitemap may list', () => {
    expect(sitemapPageCount(0)).toBe(1);
    expect(sitemapPageCount(49_997)).toBe(1);
    expect(sitemapPageCount(49_998)).toBe(2);
    expect(sitemapPageCount(150_000)).toBe(4);
  });

  it('cuts the ideas and trends into pages of the limit, the first sharing its room with the site pages', () => {
    expect(sitemapPageRange(1, 10)).toEqual({ offset: 0, limit: 7 });
    expect(sitemapPageRange(2, 10)).toEqual({ offset: 7, limit: 10 });
    expect(sitemapPageRange(3, 10)).toEqual({ offset: 17, limit: 10 });
    // 25 entries and 3 site pages: 28 URLs, three files of at most 10.
    expect(sitemapPageCount(25, 10)).toBe(3);
  });

  it('lists the site pages on the first page only', () => {
    const entry = { kind: 'idea' as const, id: 8, updatedAt: new Date('2026-11-01T00:00:00Z') };
    expect(sitemapXml('https://x.test', [entry])).toContain('<url><loc>https://x.test/</loc></url>');
    const second = sitemapXml('https://x.test', [entry], 2);
    expect(second).not.toContain('<loc>https://x.test/</loc>');
    expect(second).toContain('<url><loc>https://x.test/marketplace/8</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>');
  });

  it('names every page in the index', () => {
    expect(sitemapIndexXml('https://x.test', 2).split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<sitemap><loc>https://x.test/sitemap.xml?page=1</loc></sitemap>',
      '<sitemap><loc>https://x.test/sitemap.xml?page=2</loc></sitemap>',
      '</sitemapindex>',
      '',
    ]);
  });
});

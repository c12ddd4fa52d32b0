import { describe, expect, it } from 'vitest';
import { pageTemplate, renderPage, shortDescription } from './page-tags';

const tags = { title: 'T & "q"', description: 'D <b>', type: 'website' as const };

describe('renderPage', () => {
  it("puts the tags where the build's title was, without its description", () => {
    const html = renderPage(pageTemplate('<!doctype html><html><head><meta name="description" content="built" />\n<title>Built</title><script src="/a.js"></script></head></html>'), tags);
    expect(html).toBe(
      '<!doctype html><html><head><title>T &amp; &quot;q&quot;</title>\n    <meta name="description" content="D &lt;b&gt;" />\n    ' +
        '<meta property="og:site_name" content="IdeaPlatform" />\n    <meta property="og:type" content="website" />\n    ' +
        '<meta property="og:title" content="T &amp; &quot;q&quot;" />\n    <meta property="og:description" content="D &lt;b&gt;" />\n    ' +
        '<meta name="twitter:card" content="summary" />\n    <meta name="twitter:title" content="T &amp; &quot;q&quot;" />\n    ' +
        '<meta name="twitter:description" content="D &lt;b&gt;" /><script src="/a.js"></script></head></html>',
    );
  });

  it('puts them at the end of a head without a title, or after the doctype of a page without a head', () => {
    expect(renderPage(pageTemplate('<html><head><link rel="icon" /></head></html>'), tags)).toMatch(/^<html><head><link rel="icon" \/><title>.*<\/head><\/html>$/s);
    expect(renderPage(pageTemplate('<!doctype html><div id="root"></div>'), tags)).toMatch(/^<!doctype html><title>.*<div id="root"><\/div>$/s);
  });
});

describe('shortDescription', () => {
  it('keeps a short description whole, on one line', () => {
    expect(shortDescription('  One\n  line. ')).toBe('One line.');
  });

  it('cuts a long one at a word, with an ellipsis, within 200 characters', () => {
    const cut = shortDescription('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
  });
});

import { describe, expect, it } from 'vitest';
import { testIdeaDetail } from '../testing/idea-fixtures';
import { PAGE_DATA_ID, prerenderedRoot } from './prerendered-root';
import { readsOf, renderPage } from './render-page';

// The prerendered pages (docs/architecture.md "First paint"): the app's own routes and components, rendered without a
// browser as a visitor without a session first sees them.

const INDEX_HTML = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const render = (path: string, answers?: Record<string, unknown>) => renderPage(INDEX_HTML, path, answers);
/** The query cache a page was sent with, as the app reads it. */
const pageData = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null;

describe('renderPage', () => {
  it('renders the landing page with the shell, signed out, in the built index.html', async () => {
    const html = await render('/');
    expect(html).toContain('From Idea to Launch in One Platform</h1>');
    expect(html).toContain('>Sign In</button>');
    expect(html).toContain('>Register</button>');
    expect(html).not.toContain('Checking your session');
    expect(html).toMatch(/^<!doctype html>.*<div id="root"><div class="prerendered" inert>.*<\/div><\/div><script type="module"/s);
  });

  it('renders each page a visit may start on, with its reads still loading', async () => {
    expect(await render('/marketplace')).toContain('Browse Ideas</h1>');
    expect(await render('/marketplace')).toContain('role="status"');
    expect(await render('/exploration')).toContain('Trending Opportunities</h1>');
    expect(await render('/workspace')).toContain('Please sign in to access this feature');
    // Loading, an idea's page is the same whatever the idea: one file serves them all.
    expect(await render('/marketplace/1')).toBe(await render('/marketplace/2'));
    expect(pageData(await render('/marketplace/1'))).toBeNull();
  });

  it("renders an idea's page from its answer, and sends the answer for the app to start from", async () => {
    expect(readsOf('/marketplace/7')).toEqual(['/api/ideas/7']);
    const idea = testIdeaDetail({ id: 7, title: 'Tutor <matching> for rural schools', description: 'Pairs rural pupils with tutors online.' });
    const html = await render('/marketplace/7', { '/api/ideas/7': { idea } });
    expect(html).toContain('Tutor &lt;matching&gt; for rural schools</h1>');
    expect(html).toContain('Pairs rural pupils with tutors online.');
    expect(html).not.toContain('<matching>');
    const seeded = pageData(html)!;
    expect(seeded.queries).toHaveLength(1);
    expect(seeded.queries[0]!.queryKey).toEqual(['ideas', 'detail', 7, 'anonymous', null]);
    expect(seeded.queries[0]!.state.data).toMatchObject({ id: 7, title: 'Tutor <matching> for rural schools' });
  });

  it('refuses an answer its schema does not allow, and reads nothing for a page without data to wait for', async () => {
    await expect(render('/marketplace/7', { '/api/ideas/7': { idea: { id: 7 } } })).rejects.toThrow();
    expect(readsOf('/')).toEqual([]);
    expect(readsOf('/marketplace')).toEqual([]);
    expect(readsOf('/exploration')).toEqual(['/api/trends']);
  });
});

describe('prerenderedRoot', () => {
  it('puts the markup in #root inside an inert wrapper, without the hoisted title or style attributes', () => {
    expect(prerenderedRoot('<title>Browse Ideas · IdeaPlatform</title><div class="app"><div role="region" style="pointer-events:none">x</div></div>')).toBe(
      '<div id="root"><div class="prerendered" inert><div class="app"><div role="region">x</div></div></div></div>',
    );
  });

  it('follows it with the data as JSON that no text in it can close', () => {
    const root = prerenderedRoot('<p>x</p>', { title: '</script><script>alert(1)</script>' });
    expect(root).toBe(`<div id="root"><div class="prerendered" inert><p>x</p></div></div><script type="application/json" id="${PAGE_DATA_ID}">{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>`);
    expect(JSON.parse(root.slice(root.indexOf('">{') + 2, -'</script>'.length))).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

import { describe, expect, it } from 'vitest';
import { prerenderedRoot } from './prerendered-root';
import { renderPage } from './render-page';

// The prerendered pages (docs/architecture.md "First paint"): the app's own routes and components, rendered without a
// browser as a visitor without a session first sees them.

describe('renderPage', () => {
  it('renders the landing page with the shell, signed out', async () => {
    const html = await renderPage('/');
    expect(html).toContain('From Idea to Launch in One Platform</h1>');
    expect(html).toContain('>Sign In</button>');
    expect(html).toContain('>Register</button>');
    expect(html).not.toContain('Checking your session');
  });

  it('renders each page a visit may start on, with its reads still loading', async () => {
    expect(await renderPage('/marketplace')).toContain('Browse Ideas</h1>');
    expect(await renderPage('/marketplace')).toContain('role="status"');
    expect(await renderPage('/exploration')).toContain('Trending Opportunities</h1>');
    expect(await renderPage('/workspace')).toContain('Please sign in to access this feature');
    // Loading, an idea's page is the same whatever the idea: one file serves them all.
    expect(await renderPage('/marketplace/1')).toBe(await renderPage('/marketplace/2'));
  });
});

describe('prerenderedRoot', () => {
  it('puts the markup in #root inside an inert wrapper, without the hoisted title or style attributes', () => {
    expect(prerenderedRoot('<title>Browse Ideas · IdeaPlatform</title><div class="app"><div role="region" style="pointer-events:none">x</div></div>')).toBe(
      '<div id="root"><div class="prerendered" inert><div class="app"><div role="region">x</div></div></div></div>',
    );
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CRAFTED_DOCUMENTS } from '@app/domain/markdown/testing/crafted-documents';
import { Markdown } from './markdown';

const html = (source: string, headingOffset?: number) => renderToStaticMarkup(<Markdown source={source} headingOffset={headingOffset} />);

describe('Markdown', () => {
  it('renders headings, paragraphs, lists and emphasis as elements', () => {
    expect(html('# Plan\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n3. three')).toBe(
      '<div class="markdown"><h1 data-level="1">Plan</h1><p>Some <strong>bold</strong> and <em>italic</em>.</p>' +
        '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol></div>',
    );
  });

  it('pushes headings down by the offset, never past h6', () => {
    expect(html('# A\n##### E', 2)).toBe('<div class="markdown"><h3 data-level="1">A</h3><h6 data-level="5">E</h6></div>');
  });

  it('renders a table with header cells and alignment, in its own scrolling region', () => {
    const out = html('| A | B |\n|---|--:|\n| 1 | 2 |');
    expect(out).toContain('<th scope="col">A</th><th scope="col" style="text-align:right">B</th>');
    expect(out).toContain('<td>1</td><td style="text-align:right">2</td>');
    expect(out).toContain('class="markdown__table" role="region"');
  });

  it('never renders raw HTML: tags in the text come out escaped', () => {
    const out = html('<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\n```\n<b>code</b>\n```');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<b>');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).toContain('<pre><code>&lt;b&gt;code&lt;/b&gt;</code></pre>');
  });

  it('opens safe links in a new tab without an opener, and drops unsafe ones', () => {
    expect(html('[docs](https://example.com/a)')).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">docs</a>');
    expect(html('[bad](javascript:void)')).not.toContain('href');
  });

  it.each(['quotes nested as deep as it goes', 'lists nested as deep as it goes', 'emphasis nested as deep as it goes'])(
    'renders %s (200,000 characters) without running out of stack',
    (name) => {
      expect(html(CRAFTED_DOCUMENTS[name] ?? '')).toContain('<div class="markdown">');
    },
  );
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsageFigures } from './usage-figures';

describe('UsageFigures', () => {
  it('shows the figure over its named parts, as a list', () => {
    const html = renderToStaticMarkup(<UsageFigures main="10.3 s" parts={[['Free', '4.1 s'], ['Premium', '6.2 s']]} />).replace(/<!-- -->/g, '');
    expect(html).toContain('<span class="usage-figures__main">10.3 s</span>');
    expect(html).toContain('<span class="usage-figures__parts" role="list"><span role="listitem">Free 4.1 s</span><span role="listitem">Premium 6.2 s</span></span>');
  });

  it('marks stacked parts, and shows no list without parts', () => {
    expect(renderToStaticMarkup(<UsageFigures main="1 s" parts={[['In', '5']]} stacked />)).toContain('data-stacked="true"');
    expect(renderToStaticMarkup(<UsageFigures main="1 s" parts={[]} />)).not.toContain('role="list"');
  });
});

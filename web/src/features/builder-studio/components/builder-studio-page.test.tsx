import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BuilderStudioPage } from './builder-studio-page';

describe('BuilderStudioPage', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BuilderStudioPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  it('makes the claims: 5 founders, 4 weeks, review in 24-48 hours', () => {
    expect(html).toContain('<h1 id="studio-title" class="studio-hero__title">Builder Studio</h1>');
    expect(html).toContain('founders per cohort');
    expect(html).toContain('4 weeks');
    expect(html).toContain('24-48 hours');
  });

  it('outlines 4 weeks and asks 7 questions in an accordion', () => {
    expect(html.match(/class="studio-week"/g)).toHaveLength(4);
    expect(html.match(/class="faq-accordion__trigger"/g)).toHaveLength(7);
    expect(html.match(/class="studio-testimonial"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('offers F6S as an external page in a new tab, without any third-party script', () => {
    expect(html).toMatch(/<a href="https:\/\/www\.f6s\.com\/[^"]+" target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<iframe');
  });

  it('has the application form with its seven fields, phone and weekly hours optional', () => {
    for (const name of ['name', 'email', 'phone', 'idea', 'problem', 'targetUsers', 'weeklyHours']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('Phone (optional)');
    for (const hours of ['5-10 hours', '10-15 hours', '15+ hours']) expect(html).toContain(`<option value="${hours}">`);
    expect(html).toContain('Submit Application');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentActions } from './document-actions';

// docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs": each document button shows the selection count and is
// disabled with none selected.

const render = (selectedIds: number[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <DocumentActions selectedIds={new Set(selectedIds)} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map(([tag, text]) => ({ text, disabled: tag.includes('disabled') }));

describe('DocumentActions', () => {
  it('disables every button with no selection', () => {
    const shown = buttons(render([]));
    expect(shown.map(({ text }) => text)).toEqual([
      'Generate PRD (0)',
      'Pitch Deck (0)',
      'GTM (0)',
      'Financial Plan (0)',
      'Pre-launch (0)',
      'Generate All Documents (0)',
    ]);
    expect(shown.every(({ disabled }) => disabled)).toBe(true);
  });

  it('enables them with the selection count, and says generation may take a few minutes', () => {
    const html = render([4, 9]);
    const shown = buttons(html);
    expect(shown.map(({ text }) => text)).toContain('Generate All Documents (2)');
    expect(shown.some(({ disabled }) => disabled)).toBe(false);
    expect(html).toContain('Generation may take a few minutes.');
  });
});

import type { HistoryPage } from '@app/domain/history/history-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminHistoryKeys } from '../api/admin-history-keys';
import { entry } from '../utils/history-fixtures';
import { EntityHistory, NO_HISTORY } from './entity-history';
import { HistoryEntryItem } from './history-entry';

// What the timeline shows of entries, rendered to markup (the screens' behaviour in a browser: e2e/admin-history).

const now = Date.parse('2026-03-10T12:00:00.000Z');

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('HistoryEntryItem', () => {
  it('shows the summary, the actor, the time ago and the absolute time, and each field as from → to', () => {
    const html = render(<HistoryEntryItem kind="ideas" id="7" entry={entry()} now={now} />);
    expect(text(html)).toContain('Edited by admin@example.com');
    expect(html).toMatch(/<time datetime="2026-03-10T11:57:00.000Z" title="[^"]+">3 minutes ago<\/time>/i);
    expect(text(html)).toMatch(/Mar 10, 2026, \d{1,2}:57 (AM|PM)/);
    expect(text(html)).toContain('Titlefrom Tutor match→to Tutor finder');
    expect(html).toContain('<del class="history-change__from">');
    expect(text(html)).toContain('View as of this point');
  });

  it('marks each added and removed line of a document in words and elements, not only by colour', () => {
    const change = { field: 'document:PRD', from: '# PRD\nFor schools', to: '# PRD\nFor parents\nAnd tutors' };
    const html = render(<HistoryEntryItem kind="ideas" id="7" entry={entry({ changes: [change] })} now={now} />);
    expect(text(html)).toContain('Product Requirements Doc');
    expect(text(html)).toContain('2 lines added, 1 removed');
    expect(html).toContain('<details class="history-fold history-diff" open="">');
    expect(html).toMatch(/<del class="history-diff__line" data-kind="removed">.*Removed: .*For schools<\/del>/);
    expect(html).toMatch(/<ins class="history-diff__line" data-kind="added">.*Added: .*For parents<\/ins>/);
    expect(html).toMatch(/data-kind="same">.*# PRD<\/div>/);
  });

  it("folds a document's first version, all of it new lines", () => {
    const change = { field: 'document:GTM', from: null, to: '# GTM\nSchools first' };
    const html = render(<HistoryEntryItem kind="ideas" id="7" entry={entry({ changes: [change] })} now={now} />);
    expect(html).toContain('<details class="history-fold history-diff"><summary>2 lines added, 0 removed</summary>');
  });

  it("folds a creation's many fields under their count, and offers no version for a kind without one", () => {
    const changes = ['title', 'description', 'category', 'problem', 'solution', 'revenue', 'timeline'].map((field) => ({ field, from: null, to: 'x' }));
    const html = render(<HistoryEntryItem kind="workspaces" id="u-1" entry={entry({ changes })} now={now} />);
    expect(html).toContain('<summary>7 fields changed</summary>');
    expect(text(html)).not.toContain('View as of this point');
  });
});

describe('EntityHistory', () => {
  const withPages = (...pages: HistoryPage[]) => {
    const client = new QueryClient();
    client.setQueryData(adminHistoryKeys.timeline('ideas', '7'), { pages, pageParams: pages.map((_, i) => (i === 0 ? null : String(i))) });
    return client;
  };

  it("lists every loaded page's entries newest first, with 'Load more' while the server has more", () => {
    const first: HistoryPage = { kind: 'ideas', id: '7', entries: [entry({ eventId: 'e-3', summary: 'Stamp set to Crazy by admin@example.com' })], next: '3/0' };
    const second: HistoryPage = { ...first, entries: [entry({ eventId: 'e-1', summary: 'Created by Seed' })], next: null };
    const more = render(<EntityHistory kind="ideas" id="7" />, withPages(first));
    expect(text(more)).toContain('Stamp set to Crazy');
    expect(text(more)).toContain('Load more');

    const all = text(render(<EntityHistory kind="ideas" id="7" />, withPages(first, second)));
    expect(all.indexOf('Stamp set to Crazy')).toBeLessThan(all.indexOf('Created by Seed'));
    expect(all).not.toContain('Load more');
  });

  it('says so when there is no history, and shows a spinner while it loads', () => {
    expect(text(render(<EntityHistory kind="ideas" id="7" />, withPages({ kind: 'ideas', id: '7', entries: [], next: null })))).toContain(NO_HISTORY);
    expect(render(<EntityHistory kind="ideas" id="8" />)).toContain('Loading history');
  });
});

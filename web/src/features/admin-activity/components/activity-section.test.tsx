import type { ActivityPage } from '@app/domain/history/history-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminActivityKeys } from '../api/admin-activity-keys';
import { activityEntry } from '../utils/activity-fixtures';
import { NO_ACTIVITY } from '../utils/activity';
import type { ActivityFilters } from '../utils/activity-filters';
import { ActivitySection } from './activity-section';
import { ActivityTable } from './activity-table';

// What the section shows of the changes read, rendered to markup (its behaviour in a browser: e2e/admin-activity).

const now = Date.parse('2026-03-10T12:00:00.000Z');
const text = (html: string) => html.replace(/<[^>]+>/g, '');

function renderSection(address: string, filters: ActivityFilters, pages: ActivityPage[]): string {
  const client = new QueryClient();
  client.setQueryData(adminActivityKeys.list(filters), { pages, pageParams: pages.map((_, index) => (index === 0 ? null : `p-${index}`)) });
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={client}>
        <ActivitySection />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ActivityTable', () => {
  it('shows when (ago and absolute), the summary, the actor, the entity and the event type', () => {
    const html = renderToStaticMarkup(<ActivityTable entries={[activityEntry()]} now={now} onActor={() => undefined} />);
    expect(html).toMatch(/<time datetime="2026-03-10T11:57:00.000Z" title="[^"]+">3 minutes ago<\/time>/i);
    expect(text(html)).toMatch(/Mar 10, 2026, \d{1,2}:57 (AM|PM)/);
    expect(text(html)).toContain('Stamp set to Crazy by admin@example.com');
    expect(html).toMatch(/<button[^>]*data-kind="user"[^>]*>admin@example.com<\/button>/);
    expect(text(html)).toContain('Idea#12');
    expect(html).toContain('<code class="activity-table__type">IdeaStamped</code>');
  });

  it("sets a system actor apart and names a kind without an id by its kind alone", () => {
    const entry = activityEntry({ kind: 'prompts', entityId: 'prompts', actor: { kind: 'system', id: 'seed', label: 'Seed' } });
    const html = renderToStaticMarkup(<ActivityTable entries={[entry]} now={now} onActor={() => undefined} />);
    expect(html).toMatch(/data-kind="system"[^>]*>Seed<\/button>/);
    expect(html).toContain('<span class="activity-table__entity"><span class="activity-kind">System prompts</span></span>');
  });
});

describe('ActivitySection', () => {
  it("reads the filters from the address, shows every page read so far, and offers 'Load more' while there is a next page", () => {
    const html = renderSection('/admin?section=activity&kind=ideas&actor=admin@example.com', { actor: 'admin@example.com', kind: 'ideas', type: '' }, [
      { entries: [activityEntry(), activityEntry({ eventId: 'e-2', summary: 'Published by admin@example.com' })], next: 'p-1' },
      { entries: [activityEntry({ eventId: 'e-3', summary: 'Created by admin@example.com' })], next: 'p-2' },
    ]);
    expect(html).toMatch(/<option value="ideas" selected="">ideas<\/option>/);
    expect(html).toMatch(/name="actor"[^>]*value="admin@example.com"/);
    expect(text(html)).toContain('3 changes shown');
    expect(html.match(/data-event-id=/g)).toHaveLength(3);
    expect(text(html)).toContain('Load more');
  });

  it('says so when nothing matches, with no Load more', () => {
    const html = renderSection('/admin?section=activity&type=Nope', { actor: '', kind: null, type: 'Nope' }, [{ entries: [], next: null }]);
    expect(text(html)).toContain(NO_ACTIVITY);
    expect(text(html)).not.toContain('Load more');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { adminIdeasKeys } from '../api/admin-ideas-keys';
import { RowActionsContext, type RowActions } from '../hooks/use-row-actions';
import { adminIdeaRow } from '../testing/admin-idea-rows';
import { IdeaTableRow } from './idea-table-row';

// What a row costs and shows before anyone touches it: plain menu buttons (no menu mounted), and an action under way
// for this row (only) disabling its button.

const actions: RowActions = {
  view: vi.fn(),
  toggleSelected: vi.fn(),
  changeType: vi.fn(),
  remove: vi.fn(),
  stamp: vi.fn(),
  switchAutoDelete: vi.fn(),
};

const render = (client: QueryClient, id: number) => {
  const row = adminIdeaRow(id);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RowActionsContext value={actions}>
        <table>
          <tbody>
            <IdeaTableRow row={row} rowIndex={2} />
          </tbody>
        </table>
      </RowActionsContext>
    </QueryClientProvider>,
  );
};

const stampButton = (html: string, id: number) => {
  const button = new RegExp(`<button[^>]*aria-label="Stamp idea ${id}"[^>]*>`).exec(html)?.[0];
  if (!button) throw new Error(`no stamp button for idea ${id}`);
  return button;
};

describe('IdeaTableRow', () => {
  it('renders its menus as plain buttons with their names until one is opened', () => {
    const html = render(new QueryClient(), 7);
    expect(stampButton(html, 7)).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-label="More actions for idea 7"');
    expect(html).not.toContain('data-state');
    expect(html).not.toContain('role="menu"');
  });

  it('disables the stamp button of the row being stamped, not of the others', async () => {
    const client = new QueryClient();
    const never = new Promise<void>(() => undefined);
    void client
      .getMutationCache()
      .build(client, { mutationKey: adminIdeasKeys.rowAction('stamp'), mutationFn: () => never })
      .execute({ idea: { id: 7, source: 'FD' }, stamp: 'Crazy' });
    await vi.waitFor(() => expect(client.isMutating()).toBe(1));
    expect(stampButton(render(client, 7), 7)).toContain('disabled');
    expect(stampButton(render(client, 8), 8)).not.toContain('disabled');
  });
});

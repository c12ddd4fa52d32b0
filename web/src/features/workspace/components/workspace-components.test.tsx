import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testWorkspaceIdea } from '../utils/workspace-fixtures';
import type { ViewableDocument } from '../utils/viewable-document';
import { DocumentTile } from './document-tile';
import { WorkspaceNav } from './workspace-nav';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const downloads = { download: vi.fn(), isPending: () => false };
const document = (type: ViewableDocument['type']): ViewableDocument => ({
  id: 1, downloadId: 1, type, content: '# x', createdAt: '2026-11-02T10:00:00.000Z', editable: true,
});

describe('DocumentTile', () => {
  it('shows the title, the Generated badge, View and one button per format of the type', () => {
    const prd = text(renderToStaticMarkup(<DocumentTile document={document('PRD')} onView={vi.fn()} downloads={downloads} />));
    expect(prd).toContain('Product Requirements Doc');
    expect(prd).toContain('Generated');
    expect(prd).toContain('View MD PDF');
    const deck = text(renderToStaticMarkup(<DocumentTile document={document('PITCH_DECK')} onView={vi.fn()} downloads={downloads} />));
    expect(deck).toContain('MD PDF PPT');
    const plan = text(renderToStaticMarkup(<DocumentTile document={document('FINANCIAL_PLAN')} onView={vi.fn()} downloads={downloads} />));
    expect(plan).toContain('MD CSV');
    expect(plan).not.toContain('PDF');
  });
});

describe('WorkspaceNav', () => {
  it('shows both views, the one shown pressed, and marks the selected idea', () => {
    const html = renderToStaticMarkup(
      <WorkspaceNav
        view="my-ideas"
        ideas={[testWorkspaceIdea({ id: 1, title: 'First' }), testWorkspaceIdea({ id: 2, title: 'Second' })]}
        selectedId={2}
        onView={vi.fn()}
        onIdea={vi.fn()}
      />,
    );
    expect(html).toMatch(/aria-pressed="false"[^>]*>IdeaPlatform Ideas/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>My Ideas/);
    expect(html).toMatch(/aria-current="true"[^>]*>Second/);
    expect(html).not.toMatch(/aria-current="true"[^>]*>First/);
  });
});

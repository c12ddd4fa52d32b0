import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { describe, expect, it } from 'vitest';
import { detailActionRequirement, workspaceButtonLabel } from './idea-detail-actions';
import { detailTags } from './idea-detail-parts';
import { documentShortName } from './idea-documents';

describe('the detail dialog buttons', () => {
  it('ask no tier of a free idea, except the workspace (PRO)', () => {
    const free = { type: 'FREE' } as const;
    expect(detailActionRequirement('save', free)).toEqual({});
    expect(detailActionRequirement('mockup', free)).toEqual({});
    expect(detailActionRequirement('workspace', free)).toEqual({ role: 'PRO' });
  });

  it('ask PREMIUM to save a premium idea and PRO for its mockup', () => {
    const premium = { type: 'PREMIUM' } as const;
    expect(detailActionRequirement('save', premium)).toEqual({ role: 'PREMIUM' });
    expect(detailActionRequirement('mockup', premium)).toEqual({ role: 'PRO' });
    expect(detailActionRequirement('workspace', premium)).toEqual({ role: 'PRO' });
  });

  it("read 'Generate Docs on Workspace' only when the idea is known to have no documents", () => {
    expect(workspaceButtonLabel([])).toBe('Generate Docs on Workspace');
    expect(workspaceButtonLabel([{ id: 1 } as IdeaDocumentView])).toBe('View on Workspace');
    expect(workspaceButtonLabel(undefined)).toBe('View on Workspace');
  });
});

describe('detailTags', () => {
  it("shows 3 tags and counts the rest as '+N more'", () => {
    expect(detailTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(detailTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('reads an object holding the list and skips blanks and non-text', () => {
    expect(detailTags({ list: ['x', '', 3, 'y'] })).toEqual({ shown: ['x', 'y'], more: 0 });
    expect(detailTags(null)).toEqual({ shown: [], more: 0 });
  });
});

describe('documentShortName', () => {
  it('names documents in lower case, as the marketplace does', () => {
    expect(['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'].map((type) => documentShortName(type as IdeaDocumentView['type']))).toEqual([
      'prd',
      'pitch',
      'gtm',
      'financial',
      'prelaunch',
    ]);
    expect(documentShortName('NEW_KIND' as IdeaDocumentView['type'])).toBe('new kind');
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields, editErrors, editableFields } from './idea-edit';
import { testWorkspaceIdea } from './workspace-fixtures';

describe('editing an idea', () => {
  it('starts from every field the card shows', () => {
    const fields = editableFields(testWorkspaceIdea());
    expect(Object.keys(fields)).toEqual([
      'title', 'description', 'problem', 'solution', 'marketSize', 'competition', 'businessModel', 'differentiation', 'goToMarket', 'wowFactor',
    ]);
    expect(fields.title).toBe('Solar sharing app');
  });

  it('sends only what changed', () => {
    const before = editableFields(testWorkspaceIdea());
    expect(changedFields(before, { ...before, title: 'Sun share', wowFactor: 'New hook' })).toEqual({ title: 'Sun share', wowFactor: 'New hook' });
    expect(changedFields(before, { ...before })).toEqual({});
  });
});

describe('editErrors', () => {
  it('checks the changed fields with the server rules, one message per field', () => {
    expect(editErrors({ title: 'Sun share' })).toEqual({});
    const errors = editErrors({ title: 'x', description: 'short' });
    expect(Object.keys(errors).sort()).toEqual(['description', 'title']);
  });
});

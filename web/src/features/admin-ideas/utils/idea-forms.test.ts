import { describe, expect, it } from 'vitest';
import { ideaEditErrors, ideaEditOf } from './idea-edit';
import { missingRequired, NEW_IDEA_DEFAULTS, newIdeaBody } from './new-idea-form';
import { trendFormProblem } from './new-trend-form';
import { listOf, withTag, withoutTag } from './tags';

describe('tags', () => {
  it('adds a non-blank tag once, whatever its case', () => {
    expect(withTag([], '  AI  ')).toEqual(['AI']);
    expect(withTag(['AI'], 'ai')).toEqual(['AI']);
    expect(withTag(['AI'], '   ')).toEqual(['AI']);
    expect(withoutTag(['AI', 'IoT'], 'AI')).toEqual(['IoT']);
    expect(listOf('AI/ML, IoT,, ai/ml ')).toEqual(['AI/ML', 'IoT']);
  });
});

describe('the Add an Idea form', () => {
  it('starts as type FREE, status Unpublished, source FD, country Global', () => {
    expect(NEW_IDEA_DEFAULTS).toMatchObject({ type: 'FREE', status: 'Unpublished', source: 'FD', country: 'Global' });
  });

  it('requires a title and a description before anything else', () => {
    expect(missingRequired({ title: ' ', description: 'A long enough description' })).toBe('Title and description are required');
    expect(missingRequired({ title: 'Drone delivery', description: '' })).toBe('Title and description are required');
    expect(missingRequired({ title: 'Drone delivery', description: 'x' })).toBeNull();
  });

  it('sends technologies as a list and the tags de-duplicated, without the source', () => {
    const body = newIdeaBody({ ...NEW_IDEA_DEFAULTS, title: 'T', description: 'D', technologies: 'IoT, Cloud', type: 'PREMIUM' }, ['a', 'A', 'b']);
    expect(body).toMatchObject({ title: 'T', type: 'PREMIUM', status: 'Unpublished', technologies: ['IoT', 'Cloud'], tags: ['a', 'b'], country: 'Global' });
    expect(body).not.toHaveProperty('source');
  });
});

describe('the Add a New Trend form', () => {
  it('asks for title and description first, then the type', () => {
    expect(trendFormProblem({ title: '', description: '', type: '', source: 'YC' })).toBe('Title and description are required');
    expect(trendFormProblem({ title: 'T', description: 'D', type: '', source: 'YC' })).toBe('type');
    expect(trendFormProblem({ title: 'T', description: 'D', type: 'RFI', source: 'YC' })).toBeNull();
  });
});

describe('the detail edit', () => {
  const edit = ideaEditOf({ title: 'Harbour Slots', description: 'Small ports book berths ahead of time.' });

  it('passes an edit whose other fields are empty, as the spec defaults them', () => {
    expect(ideaEditErrors(edit)).toEqual({});
  });

  it("names each field the server would refuse, with the server's message", () => {
    const errors = ideaEditErrors({ ...edit, title: 'Ha', description: 'Too short' });
    expect(errors.title).toMatch(/3/);
    expect(errors.description).toBe('Description must be at least 10 characters');
    expect(Object.keys(errors).sort()).toEqual(['description', 'title']);
  });
});

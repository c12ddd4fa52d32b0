import { describe, expect, it } from 'vitest';
import { testCollections, testWorkspaceIdea } from './workspace-fixtures';
import { WORKSPACE_VIEWS, currentView, ideaParam, myIdeas, savedIdeaPath, selectedIdea, viewIdeas, workspaceIdeaPath } from './workspace-views';

const ugi = testWorkspaceIdea({ id: 300001, source: 'UGI', createdAt: '2026-11-03T00:00:00.000Z' });
const ugp2pOld = testWorkspaceIdea({ id: 500001, source: 'UGP2P', createdAt: '2026-11-01T00:00:00.000Z' });
const ugp2pNew = testWorkspaceIdea({ id: 500002, source: 'UGP2P', createdAt: '2026-11-05T00:00:00.000Z' });
const saved = testWorkspaceIdea({ id: 700001 });
const collections = testCollections({ ideas: [saved], ugiIdeas: [ugi], ugp2pIdeas: [ugp2pOld, ugp2pNew] });

describe('workspace views', () => {
  it('label the views and their empty states in the spec words', () => {
    expect(WORKSPACE_VIEWS.map((view) => view.label)).toEqual(['IdeaPlatform Ideas', 'My Ideas', 'Insights']);
    expect(WORKSPACE_VIEWS[0]?.empty).toBe('No ideas in your workspace yet. Save ideas from platform to get started.');
    expect(WORKSPACE_VIEWS[1]?.empty).toBe('No generated ideas yet. Try generating some ideas from the problem submission dialog!');
  });

  it('merge both generated collections newest first, ties by the higher copy id', () => {
    expect(myIdeas(collections).map((idea) => idea.id)).toEqual([500002, 300001, 500001]);
    const tie = testWorkspaceIdea({ id: 300009, source: 'UGI', createdAt: ugp2pNew.createdAt });
    expect(myIdeas({ ugiIdeas: [tie], ugp2pIdeas: [ugp2pNew] }).map((idea) => idea.id)).toEqual([500002, 300009]);
  });

  it('list the saved platform ideas in the first view', () => {
    expect(viewIdeas(collections, 'platform-ideas')).toEqual([saved]);
    expect(viewIdeas(collections, 'my-ideas')).toHaveLength(3);
    expect(viewIdeas(collections, 'insights')).toEqual([]);
  });

  it('take the view the address names, else the one holding the idea, else the platform ideas', () => {
    expect(currentView(collections, 'my-ideas', null)).toBe('my-ideas');
    expect(currentView(collections, null, 300001)).toBe('my-ideas');
    expect(currentView(collections, null, 700001)).toBe('platform-ideas');
    expect(currentView(undefined, null, 300001)).toBe('platform-ideas');
    expect(currentView(collections, 'nonsense', null)).toBe('platform-ideas');
    expect(currentView(collections, 'insights', 300001)).toBe('insights');
  });

  it('select the idea the address names, else the first one, else none', () => {
    const ideas = myIdeas(collections);
    expect(selectedIdea(ideas, 500001)?.id).toBe(500001);
    expect(selectedIdea(ideas, 42)?.id).toBe(500002);
    expect(selectedIdea(ideas, null)?.id).toBe(500002);
    expect(selectedIdea([], 500001)).toBeNull();
  });

  it('read only positive integer ids from the address', () => {
    expect(ideaParam('300001')).toBe(300001);
    for (const bad of [null, '', '0', '-3', '1.5', '12abc']) expect(ideaParam(bad)).toBeNull();
  });

  it('build the links the review dialog and the marketplace use', () => {
    expect(workspaceIdeaPath('my-ideas', 500002)).toBe('/workspace?view=my-ideas&idea=500002');
    expect(workspaceIdeaPath('platform-ideas', 700001)).toBe('/workspace?idea=700001');
  });
});

describe('savedIdeaPath', () => {
  it('leads to the copy of a saved platform idea, or of a user idea under My Ideas', () => {
    expect(savedIdeaPath(collections, { id: 12, source: 'FD' })).toBe('/workspace?idea=700001');
    const copy = testWorkspaceIdea({ id: 300002, source: 'UGI', originalId: 100007 });
    expect(savedIdeaPath(testCollections({ ugiIdeas: [copy] }), { id: 100007, source: 'UGI' })).toBe('/workspace?view=my-ideas&idea=300002');
  });

  it('leads to the workspace itself for an idea not saved, or when the collections are unknown', () => {
    expect(savedIdeaPath(collections, { id: 13, source: 'FD' })).toBe('/workspace');
    expect(savedIdeaPath(undefined, { id: 12, source: 'FD' })).toBe('/workspace');
  });
});

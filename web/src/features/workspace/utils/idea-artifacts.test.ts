import { POWER_UP_TYPES } from '@app/domain/workspace/power-ups';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_GROUPS, generatedTypes, groupPowerUps, ideaDocuments, ideaPowerUps } from './idea-artifacts';
import { testCollections, testDocument, testPowerUp, testWorkspaceIdea } from './workspace-fixtures';

const saved = testWorkspaceIdea({ id: 700001, source: 'FD' });
const generated = testWorkspaceIdea({ id: 500001, source: 'UGP2P' });

describe('an idea’s documents and power-ups', () => {
  const collections = testCollections({
    documents: {
      PRD: [testDocument({ id: 1, type: 'PRD' }), testDocument({ id: 2, type: 'PRD', ideaCopyId: null, ugp2pCopyId: 500001 })],
      PITCH_DECK: [testDocument({ id: 3, type: 'PITCH_DECK' })],
      GTM: [],
      FINANCIAL_PLAN: [testDocument({ id: 4, type: 'FINANCIAL_PLAN', ideaCopyId: 700002 })],
      PRELAUNCH: [],
    },
    powerUps: {
      DIFFERENTIATORS_DEFENSIBLES: [],
      VALIDATION_HACKS: [testPowerUp({ id: 7 }), testPowerUp({ id: 8, ideaCopyId: null, ugp2pCopyId: 500001 })],
      VIRALITY_SUGGESTIONS: [testPowerUp({ id: 9, type: 'VIRALITY_SUGGESTIONS' })],
    },
  });

  it('are those linked to its copy through the link field of its kind', () => {
    expect(ideaDocuments(collections, saved).map((document) => document.id)).toEqual([1, 3]);
    expect(ideaDocuments(collections, generated).map((document) => document.id)).toEqual([2]);
    // A platform copy's id in the UGP2P field does not count (and the other way round).
    expect(ideaDocuments(collections, { id: 700001, source: 'UGP2P' })).toEqual([]);
    expect(ideaPowerUps(collections, saved).map((powerUp) => powerUp.id)).toEqual([7, 9]);
    expect(ideaPowerUps(collections, generated).map((powerUp) => powerUp.id)).toEqual([8]);
  });

  it('name the types whose buttons are disabled', () => {
    const types = generatedTypes(ideaDocuments(collections, saved));
    expect([...types].sort()).toEqual(['PITCH_DECK', 'PRD']);
  });

  it('group power-ups by kind in the fixed order, leaving out kinds with none', () => {
    const groups = groupPowerUps(ideaPowerUps(collections, saved), POWER_UP_TYPES);
    expect(groups.map((group) => group.type)).toEqual(['VALIDATION_HACKS', 'VIRALITY_SUGGESTIONS']);
  });

  it('group the five document types as the spec does, each once', () => {
    expect(DOCUMENT_GROUPS.map((group) => [group.title, group.types])).toEqual([
      ['Investment Readiness', ['PITCH_DECK', 'FINANCIAL_PLAN']],
      ['Product', ['PRD']],
      ['User Acquisition & Marketing', ['GTM', 'PRELAUNCH']],
    ]);
  });
});

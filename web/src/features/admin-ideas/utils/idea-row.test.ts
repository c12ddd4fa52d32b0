import { describe, expect, it } from 'vitest';
import { approvalLabel, ideaPath, isActionable, rowCategories, visibilityLabel } from './idea-row';

describe('a row', () => {
  it('shows the first 2 categories and how many more', () => {
    expect(rowCategories('EdTech, FinTech ,HealthTech,')).toEqual({ shown: ['EdTech', 'FinTech'], more: 1 });
    expect(rowCategories('')).toEqual({ shown: [], more: 0 });
  });

  it('labels user ideas Private or Public, platform ideas not at all; Approved or Not approved', () => {
    expect(visibilityLabel({ source: 'FD', private: false })).toBeNull();
    expect(visibilityLabel({ source: 'UGI', private: true })).toBe('Private');
    expect(visibilityLabel({ source: 'UGP2P', private: false })).toBe('Public');
    expect(approvalLabel({ approved: true })).toBe('Approved');
    expect(approvalLabel({ approved: false })).toBe('Not approved');
  });

  it('needs an id and a type for an action', () => {
    expect(isActionable({ id: 3, type: 'FREE' })).toBe(true);
    expect(isActionable({ id: 3 })).toBe(false);
    expect(isActionable({ type: 'PREMIUM' })).toBe(false);
    expect(isActionable({ id: 0, type: 'FREE' })).toBe(false);
    expect(isActionable(null)).toBe(false);
  });

  it('names a user idea with its source in its path', () => {
    expect(ideaPath({ id: 7, source: 'FD' }, '/stamp')).toBe('/api/admin/ideas/7/stamp');
    expect(ideaPath({ id: 100004, source: 'UGI' }, '/stamp')).toBe('/api/admin/ideas/100004/stamp?source=UGI');
    expect(ideaPath({ id: 200001, source: 'UGP2P' })).toBe('/api/admin/ideas/200001?source=UGP2P');
  });
});

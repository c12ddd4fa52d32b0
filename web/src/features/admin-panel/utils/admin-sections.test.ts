import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminSection, isAdminSectionId, sectionFromParam, sectionSearch } from './admin-sections';

describe('the admin sections', () => {
  it("are the 8 of the spec, in its order and wording, then Scoring, the audit trail's Activity and Projections, then Analytics", () => {
    expect(ADMIN_SECTIONS.map((section) => section.label)).toEqual([
      'System Prompts',
      'Users',
      'Ideas',
      'Deleted Ideas',
      'Batch-Runs',
      'Batch-Docs',
      'Quality Control',
      'Studio applicants',
      'Scoring',
      'Activity',
      'Projections',
      'Analytics',
    ]);
  });

  it('have distinct ids that survive a round trip through the URL', () => {
    const ids = ADMIN_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(sectionFromParam(new URLSearchParams(sectionSearch(id)).get('section'))).toBe(id);
    }
  });
});

describe('sectionFromParam', () => {
  it('opens Users when the URL names no section or one that does not exist', () => {
    expect(sectionFromParam(null)).toBe('users');
    expect(sectionFromParam('')).toBe('users');
    expect(sectionFromParam('billing')).toBe('users');
    expect(sectionFromParam('Users')).toBe('users');
  });

  it('opens the section named', () => {
    expect(sectionFromParam('quality-control')).toBe('quality-control');
    expect(sectionFromParam('prompts')).toBe('prompts');
  });
});

describe('helpers', () => {
  it('isAdminSectionId accepts only known ids', () => {
    expect(isAdminSectionId('batch-docs')).toBe(true);
    expect(isAdminSectionId('toString')).toBe(false);
    expect(isAdminSectionId(undefined)).toBe(false);
  });

  it('adminSection finds the label of an id', () => {
    expect(adminSection('studio-applicants').label).toBe('Studio applicants');
  });

  it('sectionSearch builds the query string', () => {
    expect(sectionSearch('deleted-ideas')).toBe('?section=deleted-ideas');
  });
});

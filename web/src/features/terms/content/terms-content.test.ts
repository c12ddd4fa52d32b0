import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL, EFFECTIVE_DATE, LAST_UPDATED, TERMS_DOCUMENTS } from './terms-content';

describe('the terms page text', () => {
  const sections = TERMS_DOCUMENTS.flatMap((document) => document.sections);
  const text = JSON.stringify(TERMS_DOCUMENTS);

  it('is dated as the spec says', () => {
    expect(LAST_UPDATED).toBe('March 2025');
    expect(EFFECTIVE_DATE).toBe('March 1, 2025');
  });

  it('has the Terms of Service and the Privacy Policy, each with real sections', () => {
    expect(TERMS_DOCUMENTS.map((document) => document.title)).toEqual(['Terms of Service', 'Privacy Policy']);
    for (const document of TERMS_DOCUMENTS) {
      expect(document.sections.length).toBeGreaterThanOrEqual(10);
      for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('gives every section (and document) an anchor of its own, so the table of contents links are unique', () => {
    const ids = [...TERMS_DOCUMENTS.map((document) => document.id), ...sections.map((section) => section.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('numbers the sections of each document in order', () => {
    for (const document of TERMS_DOCUMENTS) {
      document.sections.forEach((section, index) => expect(section.title.startsWith(`${index + 1}. `)).toBe(true));
    }
  });

  it('covers what this product does with data and money', () => {
    for (const topic of ['payment provider', 'email', 'encrypted', 'erased', 'Builder Studio', 'AI', 'shared', CONTACT_EMAIL]) {
      expect(text).toContain(topic);
    }
    expect(text).toContain('US$9 per month');
    expect(text).toContain('US$19 per month');
  });
});

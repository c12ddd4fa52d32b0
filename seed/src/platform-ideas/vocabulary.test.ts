import { describe, expect, it } from 'vitest';
import { CATEGORIES, TECHNOLOGY_TAGS } from '@app/domain/ideas/idea-enumerations';
import { VOCABULARY } from './vocabulary';

// The vocabulary's texts are dropped into fixed sentence slots (vocabulary-kit.ts); these checks keep new entries
// writable into those slots.
describe('catalog vocabulary', () => {
  const entries = Object.values(VOCABULARY);

  it('covers every category with audiences, themes and channels for each audience group', () => {
    expect(entries.map((entry) => entry.category).sort()).toEqual([...CATEGORIES].sort());
    for (const entry of entries) {
      expect(entry.audiences.length, entry.category).toBeGreaterThanOrEqual(5);
      expect(entry.themes.length, entry.category).toBeGreaterThanOrEqual(6);
      for (const related of entry.related) expect(CATEGORIES).toContain(related);
      expect(entry.related).not.toContain(entry.category);
      for (const group of new Set(entry.audiences.map((audience) => audience.group))) {
        expect(entry.channelsFor[group].length, `${entry.category} ${group}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('writes each text for its slot', () => {
    for (const entry of entries) {
      for (const theme of entry.themes) {
        const where = `${entry.category}: ${theme.names[0]}`;
        expect(theme.names.length, where).toBeGreaterThanOrEqual(2);
        for (const name of theme.names) expect(name, where).toMatch(/^[A-Z0-9][^.]{2,40}$/);
        for (const text of [theme.pain, theme.how, theme.gain, theme.wow]) {
          // A predicate or noun phrase: lower case first, no full stop (the sentence adds it).
          expect(text, where).toMatch(/^[a-z0-9][^]*[^.]$/);
          expect(text, where).not.toMatch(/\.\s/);
        }
        for (const technology of theme.tech) expect(TECHNOLOGY_TAGS).toContain(technology);
        for (const tag of theme.tags) expect(tag, where).toMatch(/^[a-z0-9][a-z0-9-]*( [a-z0-9-]+){0,2}$/);
      }
      for (const audience of entry.audiences) {
        expect(audience.plural.toLowerCase()).toBe(audience.title.toLowerCase());
      }
      expect(entry.pairs.length).toBeGreaterThanOrEqual(entry.audiences.length);
    }
  });
});

// Every category's vocabulary, looked up by category, with the audience-theme pairs that make sense together.
import { CATEGORIES, type Category } from '@app/domain/ideas/idea-enumerations';
import type { Audience, AudienceGroup, CategoryVocabulary, Theme } from './vocabulary-kit';
import { VOCABULARY_PART_1 } from './vocabulary-part-1';
import { VOCABULARY_PART_2 } from './vocabulary-part-2';

export interface CategoryEntry extends CategoryVocabulary {
  /** Every audience with every theme that fits it: ideas pick one pair, so broad audiences get more ideas. */
  pairs: readonly { audience: Audience; theme: Theme }[];
  /** The channels that suit each audience group, at least three (general ones fill the gaps). */
  channelsFor: Readonly<Record<AudienceGroup, readonly string[]>>;
}

const GENERAL_CHANNELS: Record<AudienceGroup, readonly string[]> = {
  B: ['founder-led sales and LinkedIn content', 'industry associations and trade events', 'partner referrals from adjacent software vendors'],
  C: ['app-store search and short-form video', 'referral rewards and community partnerships', 'creator and influencer partnerships'],
  G: ['public-sector pilots with innovation offices', 'procurement frameworks and cooperative purchasing', 'associations of public-sector peers'],
};

function channelsFor(vocabulary: CategoryVocabulary): Record<AudienceGroup, readonly string[]> {
  const parsed = vocabulary.channels.map((channel) => {
    const [groups, text] = channel.split('|');
    if (!groups || !text) throw new Error(`${vocabulary.category}: channel without groups: ${channel}`);
    return { groups, text };
  });
  const forGroup = (group: AudienceGroup): string[] => {
    const own = parsed.filter((channel) => channel.groups.includes(group)).map((channel) => channel.text);
    return [...own, ...GENERAL_CHANNELS[group]].slice(0, Math.max(3, own.length));
  };
  return { B: forGroup('B'), C: forGroup('C'), G: forGroup('G') };
}

function entry(vocabulary: CategoryVocabulary): CategoryEntry {
  const pairs = vocabulary.audiences.flatMap((audience, index) => {
    const letter = String.fromCharCode(97 + index);
    const themes = vocabulary.themes.filter((candidate) => candidate.fits.includes(letter));
    if (themes.length === 0) throw new Error(`${vocabulary.category}: no theme fits audience ${letter}`);
    return themes.map((theme) => ({ audience, theme }));
  });
  for (const candidate of vocabulary.themes) {
    for (const letter of candidate.fits) {
      if (letter.charCodeAt(0) - 97 >= vocabulary.audiences.length) {
        throw new Error(`${vocabulary.category}: theme ${candidate.names[0]} fits a missing audience ${letter}`);
      }
    }
  }
  return { ...vocabulary, pairs, channelsFor: channelsFor(vocabulary) };
}

function byCategory(): Record<Category, CategoryEntry> {
  const all = [...VOCABULARY_PART_1, ...VOCABULARY_PART_2];
  const map = Object.fromEntries(all.map((vocabulary) => [vocabulary.category, entry(vocabulary)]));
  for (const category of CATEGORIES) {
    if (!map[category]) throw new Error(`no vocabulary for ${category}`);
  }
  return map as Record<Category, CategoryEntry>;
}

export const VOCABULARY: Readonly<Record<Category, CategoryEntry>> = byCategory();

/** A number per distinct product name and audience title across all categories (titles are keyed by them). */
const TEXT_IDS: ReadonlyMap<string, number> = (() => {
  const ids = new Map<string, number>();
  for (const vocabulary of Object.values(VOCABULARY)) {
    for (const text of [...vocabulary.themes.flatMap((candidate) => candidate.names), ...vocabulary.audiences.map((audience) => audience.title)]) {
      if (!ids.has(text)) ids.set(text, ids.size + 1);
    }
  }
  if (ids.size >= 4096) throw new Error('title keys assume fewer than 4096 names and audiences');
  return ids;
})();

export function textId(text: string): number {
  const id = TEXT_IDS.get(text);
  if (id === undefined) throw new Error(`not a vocabulary name or audience: ${text}`);
  return id;
}

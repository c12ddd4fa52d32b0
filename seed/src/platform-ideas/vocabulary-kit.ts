// The shape of a category's vocabulary and the two small constructors its data files use. Sentences are built by
// putting these pieces in fixed grammatical slots, so each piece is written for its slot:
//   pain — a predicate after the audience in the plural:   'Mid-size freight fleets' + pain
//   how  — a predicate after the product's name:            'Carbon Ledger' + how
//   gain — a bare infinitive after 'so <audience> can':     'so mid-size freight fleets can' + gain
//   wow  — a noun phrase that can stand alone.
import type { Category, TechnologyTag } from '@app/domain/ideas/idea-enumerations';

/** Who buys: businesses (B2B), consumers (B2C) or the public sector (B2G). */
export type AudienceGroup = 'B' | 'C' | 'G';

export interface Audience {
  /** Title case, as it appears in an idea's title: 'Mid-Size Freight Fleets'. */
  title: string;
  /** Lower case plural for sentences: 'mid-size freight fleets'. */
  plural: string;
  /** One customer account, singular: 'fleet', 'clinic', 'parent'. */
  unit: string;
  group: AudienceGroup;
  /** Where the audience exists at all: 'emerging' markets only (off-grid villages), or the 'host' markets of migrants. */
  markets?: 'emerging' | 'host';
}

export interface Theme {
  /** Product names in title case; any of them can head a title. */
  names: readonly string[];
  /** The audiences the theme fits, as letters of their positions in the category's list: 'abd'. */
  fits: string;
  tech: readonly TechnologyTag[];
  /** Lower-case keywords, at most two words each. */
  tags: readonly string[];
  pain: string;
  how: string;
  gain: string;
  wow: string;
}

export interface CategoryVocabulary {
  category: Category;
  /** 'education technology': read as 'the <market> market'. */
  market: string;
  /** The lower-case tag every idea of the category carries. */
  tag: string;
  /** Who a newcomer competes with: 'Unlike <incumbents>, ...'. */
  incumbents: string;
  /** Acquisition channels, each a noun phrase after the audience groups it suits: 'BG|industrial trade fairs'. */
  channels: readonly string[];
  /** Categories an idea may name second ('FinTech, DataTech'). */
  related: readonly Category[];
  /** Typical global serviceable market of one product in the category, in dollars. */
  size: number;
  audiences: readonly Audience[];
  themes: readonly Theme[];
}

/** Words (and parts of hyphenated words) kept as written in the plural: acronyms and anything with a digit. */
function lowerWord(word: string): string {
  return word.split('-').map((part) => (/[A-Z].*[A-Z]|\d/.test(part) ? part : part.toLowerCase())).join('-');
}

export function aud(title: string, unit: string, group: AudienceGroup, markets?: Audience['markets']): Audience {
  return { title, unit, group, plural: title.split(' ').map(lowerWord).join(' '), ...(markets ? { markets } : {}) };
}

export function theme(
  names: readonly string[],
  fits: string,
  tech: readonly TechnologyTag[],
  tags: readonly string[],
  text: { pain: string; how: string; gain: string; wow: string },
): Theme {
  return { names, fits, tech, tags, ...text };
}

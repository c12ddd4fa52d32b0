// Idea titles: '<Name> for <Audience>', optionally with a technology prefix ('AI ...') or the launch place
// ('... in Kenya'). Titles must be unique across the catalog. In a catalog of 100,000 ideas most candidates are
// taken, and building and hashing every candidate string made generation several times slower; so a candidate is
// identified by the ids of its parts (name, audience, prefix, place), and only the chosen one becomes a string.
import type { TechnologyTag } from '@app/domain/ideas/idea-enumerations';
import type { Geography } from './geography';
import type { Rng } from '@app/domain/shared/rng';
import { textId } from './vocabulary';
import type { Audience } from './vocabulary-kit';

interface Prefix {
  text: string;
  /** The word a product name must not already contain ('AR' is not put before 'AR Assembly Guide'). */
  word: string;
  id: number;
}

const PREFIXES: Partial<Record<TechnologyTag, Prefix>> = Object.fromEntries(
  ([['AI/ML', 'AI'], ['IoT', 'IoT'], ['AR/VR', 'AR'], ['Blockchain', 'Blockchain-Verified'], ['Mobile', 'Mobile-First'], ['5G', '5G'], ['Big Data', 'Data-Driven']] as const)
    .map(([technology, text], index) => [technology, { text, word: text.split('-')[0] ?? text, id: index + 1 }]),
);

/** Used, in order, once every candidate of an idea is taken (only very large catalogs get there). */
const QUALIFIERS = ['Starter Edition', 'Pro Edition', 'Team Edition', 'Open-Source Edition', 'Lite', 'Plus', 'Express', 'Enterprise Edition'];

const NAME_WORDS = new Map<string, ReadonlySet<string>>();
function nameWords(name: string): ReadonlySet<string> {
  let words = NAME_WORDS.get(name);
  if (!words) {
    words = new Set(name.split(/[\s-]/));
    NAME_WORDS.set(name, words);
  }
  return words;
}

/** What an idea's title can be made of; the candidates are enumerated by `TitleRegistry.claim`. */
export interface TitleParts {
  audience: Audience;
  geography: Geography;
  /** The idea's product name first, then the theme's other names. */
  names: readonly string[];
  /** The idea's technologies' prefixes; then (marked `adds`) prefixes of technologies the idea would take on. */
  prefixes: readonly { prefix: Prefix; adds?: TechnologyTag }[];
  /** Which of the idea's first candidates leads: plain, prefixed, or with the place. */
  lead: 'plain' | 'prefixed' | 'place';
}

export interface ClaimedTitle {
  title: string;
  /** The product name the title uses (one of the theme's names). */
  name: string;
  /** A technology the idea takes on, because the title's prefix names it. */
  adds?: TechnologyTag;
}

/**
 * `fallbackTechnologies` may lend a prefix when every other candidate is taken; the idea then lists that technology
 * (only offered while the idea has fewer than three).
 */
export function titleOptions(rng: Rng, names: readonly string[], name: string, technologies: readonly TechnologyTag[], audience: Audience, geography: Geography, fallbackTechnologies: readonly TechnologyTag[]): TitleParts {
  const prefixes: { prefix: Prefix; adds?: TechnologyTag }[] = [];
  for (const technology of technologies) {
    const prefix = PREFIXES[technology];
    if (prefix) prefixes.push({ prefix });
  }
  if (technologies.length < 3) {
    for (const technology of fallbackTechnologies) {
      const prefix = PREFIXES[technology];
      if (prefix && !technologies.includes(technology) && !prefixes.some((entry) => entry.prefix === prefix)) prefixes.push({ prefix, adds: technology });
    }
  }
  const roll = rng.next();
  return {
    audience,
    geography,
    names: [name, ...names.filter((other) => other !== name)],
    prefixes,
    lead: roll < 0.2 ? 'prefixed' : roll < 0.45 && geography.phrase ? 'place' : 'plain',
  };
}

/** Hands out unique titles within one catalog. */
export class TitleRegistry {
  /** Taken candidates: by name and audience, then by prefix and place (small integers, cheap to look up). */
  private readonly taken = new Map<number, Set<number>>();
  /** Per plain '<Name> for <Audience>' title: how many qualified forms were handed out. */
  private readonly qualified = new Map<number, number>();

  /** The first free candidate, or null when every one is taken. */
  claim(parts: TitleParts): ClaimedTitle | null {
    const { audience, geography, names, prefixes } = parts;
    const audienceId = textId(audience.title);
    const fixedLength = 5 + audience.title.length;
    const placeLength = geography.phrase ? geography.phrase.length + 1 : 0;
    const first = names[0] ?? '';
    const ownPrefix = prefixes[0] && !prefixes[0].adds && !nameWords(first).has(prefixes[0].prefix.word) ? prefixes[0] : undefined;
    const takenByName = names.map((name) => {
      const outer = textId(name) * 4096 + audienceId;
      let set = this.taken.get(outer);
      if (!set) {
        set = new Set();
        this.taken.set(outer, set);
      }
      return set;
    });
    const tryOne = (nameIndex: number, entry: { prefix: Prefix; adds?: TechnologyTag } | undefined, place: boolean): ClaimedTitle | null => {
      const name = names[nameIndex] ?? '';
      const set = takenByName[nameIndex];
      const prefix = entry?.prefix;
      const inner = (prefix?.id ?? 0) * 2048 + (place ? geography.key : 0);
      if (!set || set.has(inner)) return null;
      if (prefix && nameWords(name).has(prefix.word)) return null;
      if ((prefix ? prefix.text.length + 1 : 0) + name.length + fixedLength + (place ? placeLength : 0) > 100) return null;
      set.add(inner);
      const head = prefix ? `${prefix.text} ${name}` : name;
      return { title: `${head} for ${audience.title}${place ? ` ${geography.phrase}` : ''}`, name, ...(entry?.adds ? { adds: entry.adds } : {}) };
    };
    // The lead candidate, then every combination: own prefixes before borrowed ones, plain before placed.
    const lead = parts.lead === 'prefixed' && ownPrefix ? tryOne(0, ownPrefix, false)
      : parts.lead === 'place' ? tryOne(0, undefined, true) : tryOne(0, undefined, false);
    if (lead) return lead;
    const places = placeLength ? [false, true] : [false];
    for (const borrowed of [false, true]) {
      for (const place of places) {
        for (let nameIndex = 0; nameIndex < names.length; nameIndex++) {
          if (!borrowed) {
            const plain = tryOne(nameIndex, undefined, place);
            if (plain) return plain;
          }
          for (const entry of prefixes) {
            if (Boolean(entry.adds) !== borrowed) continue;
            const claimed = tryOne(nameIndex, entry, place);
            if (claimed) return claimed;
          }
        }
      }
    }
    return null;
  }

  /** A qualified form of the plain title: always free, since each plain title counts its own qualified forms. */
  qualify(parts: TitleParts): ClaimedTitle {
    const name = parts.names[0] ?? 'Idea';
    const key = textId(name) * 4096 + textId(parts.audience.title);
    const index = this.qualified.get(key) ?? 0;
    this.qualified.set(key, index + 1);
    // The plain title is under 80 characters, so every qualified form fits in 100; none has the '—' others lack.
    const qualifier = QUALIFIERS[index] ?? `Edition ${index - QUALIFIERS.length + 2}`;
    return { title: `${name} for ${parts.audience.title} — ${qualifier}`, name };
  }
}

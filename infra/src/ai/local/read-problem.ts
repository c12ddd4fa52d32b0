// Reads a member's problem the way the local provider needs it: who has the problem (the target user, in the
// member's words), what it is about (noun phrases), the member's own sentence about the user when it can stand as
// ours, the sector it belongs to and any countries it names. Every phrase it returns is a noun phrase, so the
// idea's templates can put it in a noun slot; what it cannot read with confidence it leaves out, and the writer
// falls back to generic wording.
import { COUNTRIES } from '@app/domain/ideas/countries';
import { article, capitalise } from '@app/domain/shared/prose';
import type { Rng } from '@app/domain/shared/rng';
import { PERSONAL_PRONOUNS, isNounOrVerb, peopleKind } from './english';
import { lexiconTagger } from './lexicon-tagger';
import type { Theme } from '@app/seed/platform-ideas/vocabulary-kit';
import { chooseMaterial } from './choose-material';
import { sectorMatches, type Sector } from './sectors';
import type { Tagger, Token } from './token';

export interface TargetUser {
  /** A plural noun phrase from the problem: 'small clinics in rural Kenya'. */
  phrase: string;
  /** The phrase without its place ('small clinics', 'people with diabetes'), for slots where the long one does not fit. */
  short: string;
  /** Its head noun in the singular: 'clinic'. */
  unit: string;
  /** Whether the phrase names a place, so the writer does not add one. */
  placed: boolean;
  /** Businesses buy (B2B), consumers (B2C), or the problem does not tell. */
  buyer: 'business' | 'consumer' | undefined;
}

export interface ProblemReading {
  /** Who has the problem, when the problem names them. */
  user: TargetUser | undefined;
  /** Up to two noun phrases the problem is about, most telling first: 'vaccines', 'repair requests'. */
  topics: string[];
  /** The member's own sentence about the user ('Small clinics in rural Kenya run out of vaccines.'), when it is one. */
  statement: string | undefined;
  /** The catalog category the problem is about (no roots: none is, and a broad one was drawn). */
  sector: Sector;
  /** The seed catalog's themes the problem is about, best first (choose-material.ts); none when no theme is. */
  themes: readonly Theme[];
  /** Countries the text names, or ['Global']. */
  countries: string[];
  /** Whether the member writes about themself ('I', 'my'), as a consumer usually does. */
  firstPerson: boolean;
}

interface Phrase {
  segment: number;
  /** Index of the first kept word (after determiners) and one past the head, in the segment's tokens. */
  start: number;
  end: number;
  /** Whether a determiner, possessive or number came before it ('their harvest', '20 minutes'). */
  determined: boolean;
}

// Nouns that say when, how much or how it goes rather than what the problem is about.
const NOT_TOPICS = new Set(
  `time times minute minutes hour hours day days week weeks month months year years morning mornings evening evenings
  night nights weekend weekends winter summer spring autumn season today idea ideas way ways lot lots thing things stuff
  problem problems issue issues percent third thirds half dozen dozens hundreds thousands millions number numbers amount pile piles
  bit kind sort type part track sense attention place fact reason question questions home work end start top side case
  point situation matter record order everything anything something nothing people hassle money`.split(/\s+/),
);
/** Places a group of users can be 'in': 'clinics in rural areas'. */
const PLACE_NOUNS = new Set(
  `area areas region regions village villages town towns city cities neighbourhood neighbourhoods neighborhood
  neighborhoods suburb suburbs countryside campus campuses district districts province provinces state states island
  islands county counties`.split(/\s+/),
);
/** Adjectives that name a kind of thing ('unpaid invoices', 'mental health') and stay in a topic; others are dropped. */
const CLASSIFYING = new Set(
  `mental medical solar electric electrical digital public private financial legal social renewable organic second-hand
  chronic seasonal perishable unsold unpaid overdue manual international local domestic`.split(/\s+/),
);
const USER_PREPOSITIONS = new Set(['in', 'at', 'of', 'from', 'across', 'with']);
const MAX_USER_LENGTH = 60;
const MAX_STATEMENT_WORDS = 25;

// Segments end at sentence ends, line breaks, list bullets, brackets, quotes, colons, semicolons, dashes between
// spaces and emoji: a phrase never runs across one.
const SEGMENT_BREAK = /(?:^|\n)[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+|[.!?]+(?=\s|$)|[;:\n\r()[\]{}"«»•·]|\s[-–—]+\s|\p{Extended_Pictographic}/gu;

/** Reads a problem; `tag` is the tagger that classes its words (the lexicon's by default). */
export function readProblem(text: string, random: Rng, tag: Tagger = lexiconTagger): ProblemReading {
  const normal = text.normalize('NFC').replace(/[’‘`]/g, "'").replace(/[“”„]/g, '"');
  const countries = countriesIn(normal);
  const segments = tokenise(normal, countries, tag);
  const allWords = segments.flat().filter((token) => token.tag !== 'comma' && token.tag !== 'symbol');
  const firstPerson = allWords.some((token) => token.lower === 'i' || token.lower === 'my' || token.lower === 'me');
  if (!isEnglish(normal, allWords)) return { user: undefined, topics: [], statement: undefined, sector: chooseMaterial({ all: [], named: [], user: [] }, random).sector, themes: [], countries, firstPerson };
  const phrases = segments.flatMap((tokens, segment) => nounPhrases(tokens, segment));
  const found = findUser(segments, phrases);
  const { sector, themes } = chooseMaterial(
    {
      all: allWords.map((token) => token.lower),
      named: allWords.filter((token) => token.tag !== 'verb' || !isNounOrVerb(token.lower)).map((token) => token.lower),
      user: found ? wordsOf(segments, found.phrase).map((token) => token.lower) : [],
    },
    random,
  );
  return {
    user: found?.user,
    topics: findTopics(segments, phrases, found, sector),
    statement: found ? statementOf(segments, found) : undefined,
    sector,
    themes,
    countries,
    firstPerson,
  };
}

function countriesIn(text: string): string[] {
  // Text in mixed case names countries with a capital ('Turkey', not 'turkey farmers'); in one case it cannot.
  const flags = /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text) ? 'u' : 'iu';
  const named = COUNTRIES.filter((country) => new RegExp(`(?<![\\p{L}])${country.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, flags).test(text));
  return named.length > 0 ? named.slice(0, 3) : ['Global'];
}

/** Words typed twice in a row ('the the', 'chat chat'), which count once. */
const DOUBLED_WORD = /(?<![\p{L}\p{N}'.-])([\p{L}\p{N}][\p{L}\p{N}'.-]*)(?:\s+\1(?![\p{L}\p{N}]))+/giu;

function tokenise(text: string, countries: string[], tag: Tagger): Token[][] {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  const longWords = text.match(/\p{L}{3,}/gu) ?? [];
  // Text in capitals or in Title Case tells nothing by its capitals: read it as lower case.
  const casual =
    (letters.length >= 4 && capitals / letters.length > 0.7) ||
    (longWords.length >= 4 && longWords.filter((word) => /^\p{Lu}/u.test(word)).length / longWords.length > 0.7);
  const names = new Map(countries.flatMap((country) => country.split(/\s+/)).map((word) => [word.toLowerCase(), word]));
  return text
    .split(SEGMENT_BREAK)
    .map((segment) => tag(segment.replace(DOUBLED_WORD, '$1'), { casual, names }))
    .filter((tokens) => tokens.length > 0);
}

/** Runs of adjectives and nouns that end in a noun, with what came before them dropped ('their harvest' → 'harvest'). */
function nounPhrases(tokens: Token[], segment: number): Phrase[] {
  const phrases: Phrase[] = [];
  let index = 0;
  while (index < tokens.length) {
    let start = index;
    while (start < tokens.length && ['determiner', 'possessive', 'number'].includes(tokens[start]?.tag ?? '')) start++;
    let end = start;
    while (end < tokens.length && (tokens[end]?.tag === 'adjective' || tokens[end]?.tag === 'noun')) {
      end++;
      // Nouns that modify another are singular ('dog owners'): a plural naming people ends the phrase, so in
      // 'SaaS startups churn customers' the users are 'SaaS startups' even though the lexicon lacks 'churn'.
      const token = tokens[end - 1] as Token;
      if (token.tag === 'noun' && !token.proper && token.plural && peopleKind(token.lower)) break;
    }
    // Trailing adjectives are not part of it: 'people living alone' is about people.
    while (end > start && tokens[end - 1]?.tag !== 'noun') end--;
    if (end > start) phrases.push({ segment, start, end, determined: start > index });
    index = Math.max(end, start, index) + 1;
  }
  return phrases;
}

const wordsOf = (segments: Token[][], phrase: Phrase) => (segments[phrase.segment] ?? []).slice(phrase.start, phrase.end);
const headOf = (segments: Token[][], phrase: Phrase) => wordsOf(segments, phrase).at(-1);
const join = (tokens: readonly Token[]) => tokens.map((token) => token.text).join(' ');

interface FoundUser {
  user: TargetUser;
  phrase: Phrase;
  /** One past the last token of the user with its place or group. */
  end: number;
  /** Whether the member wrote the head in the plural, so a verb after it agrees with our plural phrase. */
  writtenPlural: boolean;
}

/** The first phrase that names people or an organisation, with the place or group that follows it. */
function findUser(segments: Token[][], phrases: Phrase[]): FoundUser | undefined {
  const phrase = phrases.find((candidate) => {
    const head = headOf(segments, candidate);
    return head !== undefined && !head.proper && peopleKind(head.lower) !== undefined;
  });
  if (!phrase) return undefined;
  const tokens = segments[phrase.segment] ?? [];
  // A long chain of modifiers is cut to the last three words: 'small bakery owners'.
  const kept = wordsOf(segments, phrase).slice(-3);
  const head = kept.at(-1) as Token;
  const writtenPlural = head.plural;
  const core = [...kept.slice(0, -1).map((token) => token.text), head.pluralText].join(' ');
  const groups = attachedGroups(tokens, phrases.filter((candidate) => candidate.segment === phrase.segment), phrase.end);
  const long = [core, ...groups.map((group) => group.text)].join(' ');
  const fits = long.length <= MAX_USER_LENGTH;
  const withoutPlace = [core, ...groups.filter((group) => !group.place).map((group) => group.text)].join(' ');
  const kind = peopleKind(head.lower);
  return {
    user: {
      phrase: fits ? long : core,
      short: fits ? withoutPlace : core,
      unit: head.singular,
      placed: fits && groups.some((group) => group.place),
      buyer: kind === 'consumer' ? 'consumer' : kind === 'organisation' || kind === 'professional' ? 'business' : undefined,
    },
    phrase,
    end: fits ? (groups.at(-1)?.end ?? phrase.end) : phrase.end,
    writtenPlural,
  };
}

interface Group {
  /** 'in rural Kenya', 'of teenagers', 'in Brazil, Mexico and Argentina'. */
  text: string;
  end: number;
  place: boolean;
}

/**
 * The groups or places right after the user: 'with diabetes', 'at fast-growing startups', 'of teenagers', 'in rural
 * Kenya', at most one of each. A phrase with an article or a possessive ('in our hospital') is left out: it speaks
 * of one place, not of a kind of user.
 */
function attachedGroups(tokens: Token[], phrases: Phrase[], from: number): Group[] {
  const groups: Group[] = [];
  let at = from;
  for (;;) {
    const preposition = tokens[at];
    const next = phrases.find((phrase) => phrase.start === at + 1 && !phrase.determined);
    const head = next && tokens[next.end - 1];
    if (!preposition || !next || !head || !USER_PREPOSITIONS.has(preposition.lower)) return groups;
    const place = head.proper || PLACE_NOUNS.has(head.lower);
    const people = peopleKind(head.lower) !== undefined;
    const group = preposition.lower === 'of' ? people : preposition.lower === 'with' ? !people && !head.proper : people || place;
    if (!group || groups.some((earlier) => earlier.place === place)) return groups;
    let end = next.end;
    // A list of places: 'in Brazil, Mexico and Argentina'.
    while (place && head.proper && (tokens[end]?.tag === 'comma' || tokens[end]?.lower === 'and') && tokens[end + 1]?.proper) {
      end += 2;
      while (tokens[end]?.proper) end++;
    }
    const text = [preposition, ...tokens.slice(next.start, end)].map((token) => token.text).join(' ').replace(/ ,/g, ',');
    groups.push({ text, end, place });
    at = end;
  }
}

/** Noun phrases about the problem, scored: objects of the user's verb first, then repeated and sector words. */
function findTopics(segments: Token[][], phrases: Phrase[], found: FoundUser | undefined, sector: Sector): string[] {
  const inUser = (segment: number, index: number) =>
    found !== undefined && segment === found.phrase.segment && index >= found.phrase.start && index < found.end;
  const counts = new Map<string, number>();
  segments.forEach((tokens, segment) =>
    tokens.forEach((token, index) => {
      if (token.tag === 'noun' && !inUser(segment, index)) counts.set(token.singular, (counts.get(token.singular) ?? 0) + 1);
    }),
  );
  const scored = phrases.flatMap((phrase, order) => {
    if (inUser(phrase.segment, phrase.start) || inUser(phrase.segment, phrase.end - 1)) return [];
    const words = wordsOf(segments, phrase);
    const head = words.at(-1);
    if (!head || (head.proper && !head.acronym) || peopleKind(head.lower) || NOT_TOPICS.has(head.lower) || !/^\p{L}{2}/u.test(head.text) || head.text.length < 3) return [];
    // 'a truck', 'the block': a countable thing in the singular needs its article, which a topic slot does not give.
    if (phrase.determined && !head.plural && !head.uncountable) return [];
    // Keep the noun compound at the end and the adjectives that name a kind: 'stale data' → 'data'.
    const kept: Token[] = [];
    for (const token of [...words].reverse()) {
      if (kept.length === 3 || (token.tag === 'adjective' && !CLASSIFYING.has(token.lower)) || (token.tag === 'noun' && kept[0]?.tag === 'adjective')) break;
      kept.unshift(token);
    }
    const tokens = segments[phrase.segment] ?? [];
    const before = tokens.slice(0, phrase.start).reverse().find((token) => !SKIPPED_BEFORE_OBJECT.has(token.tag) && !NOT_TOPICS.has(token.lower));
    const object = before?.tag === 'verb' || before?.tag === 'auxiliary';
    const ownClause = found !== undefined && phrase.segment === found.phrase.segment && phrase.start >= found.end;
    const score =
      (ownClause && object ? 3 : 0) + (object ? 1 : 0) + 2 * ((counts.get(head.singular) ?? 1) - 1) +
      (sectorMatches(sector, head.lower) ? 1 : 0) - order / 100;
    return [{ text: join(kept), head: head.singular, score }];
  });
  const topics: string[] = [];
  const heads = new Set<string>();
  for (const { text, head } of scored.sort((a, b) => b.score - a.score)) {
    if (heads.has(head) || topics.length === 2) continue;
    heads.add(head);
    topics.push(text);
  }
  return topics;
}

/** What may stand between a verb and its object: 'throw away too much food', 'lose track of equipment'. */
const SKIPPED_BEFORE_OBJECT = new Set<Token['tag']>(['preposition', 'determiner', 'possessive', 'number', 'adjective', 'adverb']);

/**
 * The member's sentence about the user, kept when it can stand as ours: the user opens it, a verb that agrees with
 * the plural follows, it speaks of nobody in the first or second person, has no symbols and ends in a noun. Typos
 * and lower case in it are what the member wrote; the spelling fixes and names above apply.
 */
function statementOf(segments: Token[][], found: FoundUser): string | undefined {
  const tokens = segments[found.phrase.segment] ?? [];
  const before = tokens.slice(0, found.phrase.start);
  if (!found.writtenPlural || !before.every((token) => token.tag === 'determiner' || token.tag === 'possessive')) return undefined;
  const rest = tokens.slice(found.end);
  const verbAt = rest[0]?.tag === 'adverb' ? 1 : 0;
  const verb = rest[verbAt];
  const last = rest.at(-1);
  if (!verb || !last || rest.length > MAX_STATEMENT_WORDS || rest.some((token) => token.tag === 'symbol' || PERSONAL_PRONOUNS.has(token.lower))) return undefined;
  const agrees = (verb.tag === 'auxiliary' || verb.tag === 'verb') && verb.agreesWithPlural;
  // A determiner opens a noun phrase, and 'a' or 'an' suits the sound of the word after it.
  const misplaced = rest.some((token, index) => {
    const next = rest[index + 1];
    if (token.tag !== 'determiner' || DETERMINERS_ALONE.has(token.lower)) return false;
    if (!next || !['adjective', 'noun', 'number', 'adverb'].includes(next.tag)) return true;
    return (token.lower === 'a' || token.lower === 'an') && article(next.text) !== token.lower;
  });
  if (!agrees || misplaced || last.tag !== 'noun' || /\d/.test(last.text) || !/^\p{L}/u.test(last.text)) return undefined;
  const predicate = rest.map((token) => token.text).join(' ').replace(/ ,/g, ',');
  return `${capitalise(found.user.phrase)} ${predicate}.`;
}

/** Determiners that also stand as pronouns ('they need more', 'ask which'). */
const DETERMINERS_ALONE = new Set(['all', 'both', 'each', 'some', 'any', 'many', 'much', 'more', 'most', 'few', 'less', 'enough', 'that', 'this', 'these', 'those', 'what', 'which', 'whatever', 'either', 'neither']);

/** English enough to take phrases from: mostly Latin letters, and a fair share of words the tagger knows. */
function isEnglish(text: string, words: Token[]): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = text.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length === 0 || latin.length / letters.length < 0.9) return false;
  const lettered = words.filter((token) => /\p{L}/u.test(token.text));
  if (lettered.length <= 3) return lettered.length > 0;
  const known = lettered.filter((token) => token.known);
  return known.length / lettered.length >= 0.25;
}

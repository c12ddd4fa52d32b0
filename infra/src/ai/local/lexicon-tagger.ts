// Tags a segment of a problem with the curated lexicon of english.ts: each word's class on its own, then, for the
// words that can be a noun or a verb, the class its neighbours give it ('predict demand', 'apps show', 'scam calls
// target').
import {
  ADJECTIVES, ADVERBS, AUXILIARIES, CONJUNCTIONS, DETERMINERS, PARTICLES, PLURAL_AUXILIARIES, POSSESSIVES, PREPOSITIONS,
  PRONOUNS, PROPER_NAMES, SPELLING_FIXES, isNounOrVerb, isPlural, isUncountable, isVerbOnly, lexicalClass, peopleKind,
  pluralise, singularise, verbForm,
} from './english';
import type { TagOptions, Token } from './token';

const TOKEN = /[\p{L}\p{N}$](?:[\p{L}\p{N}'.-]*[\p{L}\p{N}])?%?|,|[^\s\p{L}\p{N},]/gu;
const KNOWN_WORDS = [DETERMINERS, POSSESSIVES, PRONOUNS, PREPOSITIONS, CONJUNCTIONS, AUXILIARIES, ADVERBS, ADJECTIVES];

export function lexiconTagger(segment: string, options: TagOptions): Token[] {
  return disambiguate((segment.match(TOKEN) ?? []).map((raw, index) => readToken(raw, index === 0, options)));
}

/** One token. A capital marks a name or an acronym, except in casual text and, for a name, at a segment's start. */
function readToken(raw: string, atStart: boolean, { casual, names }: TagOptions): Token {
  const plain = { text: raw, lower: raw, proper: false, acronym: false, plural: false, uncountable: false, singular: raw, pluralText: raw, agreesWithPlural: false, known: false };
  if (raw === ',') return { ...plain, tag: 'comma' };
  // Words in other scripts cannot go into an English sentence: they separate phrases as symbols do.
  if (!/[\p{L}\p{N}]/u.test(raw) || /[^\p{Script=Latin}\P{L}]/u.test(raw)) return { ...plain, tag: 'symbol' };
  const lower = SPELLING_FIXES[raw.toLowerCase()]?.toLowerCase() ?? raw.toLowerCase();
  const name = PROPER_NAMES[lower] ?? names.get(lower);
  const tag = lexicalClass(lower);
  const known = KNOWN_WORDS.some((set) => set.has(lower)) || verbForm(lower) !== undefined || peopleKind(lower) !== undefined;
  const forms = { plural: isPlural(lower), uncountable: isUncountable(lower), singular: singularise(lower), agreesWithPlural: agreesWithPlural(lower, tag), known };
  // A capitalised word is a name when the lexicon does not know it: 'Lisbon', but not 'Freelancers' or 'I'; in
  // capitals it is an acronym on the same condition ('HR', 'CVs', but not 'OUT').
  const unknown = tag === 'noun' && !peopleKind(lower) && !isNounOrVerb(lower) && !isUncountable(lower);
  const acronym = !casual && unknown && (/^\p{Lu}[\p{Lu}\d]+s?$/u.test(raw) || /\p{Ll}\p{Lu}/u.test(raw));
  const proper = name !== undefined || acronym || (!casual && !atStart && /^\p{Lu}/u.test(raw) && unknown);
  const text = proper ? (name ?? raw) : lower === 'i' ? 'I' : (SPELLING_FIXES[raw.toLowerCase()] ?? lower);
  if (proper) return { ...forms, text, lower, tag: 'noun', proper: true, acronym, pluralText: pluralise(text) };
  return { ...forms, text, lower, tag, proper: false, acronym: false, pluralText: pluralise(text) };
}

function agreesWithPlural(lower: string, tag: Token['tag']): boolean {
  if (tag === 'auxiliary') return PLURAL_AUXILIARIES.has(lower);
  const form = verbForm(lower);
  return form !== undefined && !form.thirdPerson && !form.nonFinite;
}

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'nobody', 'everyone', 'everybody', 'someone', 'somebody', 'who']);

/** Decides, from its neighbours, whether each word that can be a noun or a verb is one or the other here. */
function disambiguate(tokens: Token[]): Token[] {
  let clauseHasVerb = false;
  // A plural subject still waiting for its verb: 'musicians in Brazil and Mexico lack ...'.
  let pluralSubject = false;
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (token.tag === 'conjunction') clauseHasVerb = false;
    if (token.tag === 'noun' && !token.proper && isNounOrVerb(token.lower)) token.tag = nounOrVerb(token, previous, next, clauseHasVerb, pluralSubject);
    if (token.tag === 'verb' || token.tag === 'auxiliary') [clauseHasVerb, pluralSubject] = [true, false];
    else if (token.tag === 'noun' && !clauseHasVerb && isPlural(token.lower)) pluralSubject = true;
  });
  return tokens;
}

function nounOrVerb(token: Token, previous: Token | undefined, next: Token | undefined, clauseHasVerb: boolean, pluralSubject: boolean): 'noun' | 'verb' {
  const opensObject = next !== undefined && (['determiner', 'possessive', 'number'].includes(next.tag) || (next.tag === 'pronoun' && !SUBJECT_PRONOUNS.has(next.lower)));
  if (next && PARTICLES.has(next.lower) && next.tag !== 'noun') return 'verb';
  if (!previous || previous.tag === 'comma' || previous.tag === 'conjunction' || previous.tag === 'symbol') return opensObject ? 'verb' : 'noun';
  if (previous.lower === 'to') return 'verb';
  if (['determiner', 'possessive', 'adjective', 'number', 'preposition', 'verb'].includes(previous.tag)) return 'noun';
  if (previous.tag === 'auxiliary' || previous.tag === 'adverb') return 'verb';
  if (previous.tag === 'pronoun') return SUBJECT_PRONOUNS.has(previous.lower) ? 'verb' : 'noun';
  // After a noun: 'vaccine stock' is one thing, 'apps show' a subject and its verb.
  const form = verbForm(token.lower);
  if (form && !form.thirdPerson && token.lower.endsWith('ing')) return opensObject ? 'verb' : 'noun';
  const nextForm = next && next.tag !== 'adjective' ? verbForm(next.lower) : undefined;
  // 'scam calls target older adults': a plural followed by a verb in its base form is the subject's head.
  if (next && (next.tag === 'auxiliary' || isVerbOnly(next.lower) || (form?.thirdPerson && nextForm && !nextForm.thirdPerson && !nextForm.nonFinite))) return 'noun';
  if (clauseHasVerb) return 'noun';
  if (pluralSubject && form && !form.thirdPerson && !form.nonFinite && !isPlural(token.lower)) return 'verb';
  const pluralBefore = isPlural(previous.lower);
  if (pluralBefore && form && !form.thirdPerson) return 'verb';
  if (!pluralBefore && form?.thirdPerson) return 'verb';
  return 'noun';
}

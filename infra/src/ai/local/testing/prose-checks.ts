// Concrete, failable checks of generated English, for the local provider's tests. Each names what is wrong with a
// sentence (or with a phrase such as a title), so a failure shows the broken text and the rule it breaks. Word
// classes come from the provider's lexicon; the rules themselves are independent of how the text was written.
import { parseMarkdown, type Block } from '@app/domain/markdown/parse-markdown';
import { plainText } from '@app/domain/markdown/plain-text';
import { ADVERBS, AUXILIARIES, CONJUNCTIONS, DETERMINERS, PARTICLES, POSSESSIVES, PREPOSITIONS, PRONOUNS, isVerbOnly, lexicalClass, verbForm } from '../english';

/** Prepositions that also end phrasal verbs ('wakes up', 'invite friends in'). */
const PHRASAL_PARTICLES = new Set([...PARTICLES, 'in', 'on', 'over']);
/** Words a relative clause opens with, after which a verb may strand its preposition. */
const RELATIVES = new Set(['that', 'which', 'who', 'whom', 'what', 'whose', 'they', 'we', 'you']);
/** Verbs whose complement is an adjective, including a participle: 'audiences go unsponsored'. */
const LINKING_VERBS = new Set(['go', 'become', 'remain', 'stay', 'seem', 'feel', 'look', 'get']);
/** Question words that end a clause: 'what was decided and why', 'who is where'. */
const WH_WORDS = new Set(['why', 'where', 'how', 'when', 'what']);
/** Determiners that stand as pronouns: 'a message for each', 'no wearable at all'. */
const PRONOUN_DETERMINERS = new Set(['each', 'all', 'both', 'some', 'many', 'much', 'more', 'most', 'few', 'several', 'enough', 'either', 'neither', 'any']);
const isAdverb = (word: string) => ADVERBS.has(word) || word === 'yet' || lexicalClass(word) === 'adverb';
const isVerb = (word: string) => isVerbOnly(word) || lexicalClass(word) === 'verb';
const mayBeVerb = (word: string) => verbForm(word) !== undefined;
const isSubject = (word: string) => PRONOUNS.has(word) || (lexicalClass(word) === 'noun' && !isVerb(word));

/**
 * Words a finished sentence or title cannot end on: articles, prepositions, conjunctions, auxiliaries, and verbs
 * that lack what they need. Good English ends on some of them, and these pass:
 * - a verb after its subject ('as they happen', 'grants they barely understand'), after 'to' ('free to start'), an
 *   auxiliary or 'get' ('the damage is done', 'the phone is still ringing', 'without getting hurt'), 'when' or 'if'
 *   ('when needed', 'when claiming'), a linking verb ('audiences go unsponsored') or another verb it is coordinated
 *   with ('players get stuck or quit');
 * - an auxiliary after its subject ('where the gaps are', 'they do not have', 'like a chain would');
 * - a verb form after a preposition, a determiner, a number, an adjective or a verb, which is a noun ('lags behind
 *   reading', 'into a living', 'in one sitting', 'with every new hire', 'without losing reach');
 * - the particle of a phrasal verb ('the landlord wakes up', 'invite friends in'), a preposition stranded by a
 *   relative clause ('stops that planners do not know about', 'the reports each regulator asks for') and 'to' of an
 *   infinitive left implicit ('before they ever need to'); 'in between';
 * - 'yet' as an adverb ('nobody owns it yet'), a question word ('and why'), a determiner standing as a pronoun after
 *   a preposition ('for each', 'at all').
 * A verb after 'and' with no verb before it to pair with, or with nothing before it that can be its subject, is a
 * verb where a noun belongs ('restaurants, food and predict').
 */
function danglingEnd(words: readonly string[]): string | undefined {
  const lower = words.at(-1)?.toLowerCase() ?? '';
  const before = words.slice(0, -1).map((word) => word.toLowerCase());
  const previous = before.at(-1) ?? '';
  // The subject may stand before adverbs and auxiliaries: 'they barely understand', 'they do not have'.
  const subject = before.filter((word) => !isAdverb(word)).at(-1) ?? '';
  const auxiliarySubject = before.filter((word) => !isAdverb(word) && !AUXILIARIES.has(word)).at(-1) ?? '';
  if (lower === 'a' || lower === 'an' || lower === 'the') return 'an article';
  if (PREPOSITIONS.has(lower)) {
    const closed = DETERMINERS.has(previous) || POSSESSIVES.has(previous) || PREPOSITIONS.has(previous) || CONJUNCTIONS.has(previous);
    const particle = PHRASAL_PARTICLES.has(lower) && previous !== '' && !closed;
    // A short sentence ending on a verb and its preposition is cut off ('Clinics deal with.'); a longer one strands it.
    const stranded = mayBeVerb(previous) && before.length >= 4 && (before.slice(1).some((word) => RELATIVES.has(word)) || isSubject(before.at(-2) ?? ''));
    return particle || stranded || (previous === 'in' && lower === 'between') ? undefined : 'a preposition';
  }
  if (lower === 'yet' || WH_WORDS.has(lower)) return undefined;
  if (CONJUNCTIONS.has(lower) || lower === 'and' || lower === 'or') return 'a conjunction';
  if (PRONOUN_DETERMINERS.has(lower) && PREPOSITIONS.has(previous)) return undefined;
  if (DETERMINERS.has(lower) || POSSESSIVES.has(lower)) return 'a determiner';
  if (AUXILIARIES.has(lower)) return isSubject(auxiliarySubject) ? undefined : 'an auxiliary';
  if (!isVerb(lower)) return undefined;
  const nounUse = DETERMINERS.has(previous) || (PREPOSITIONS.has(previous) && previous !== 'to') || lexicalClass(previous) === 'number' ||
    lexicalClass(previous) === 'adjective' || isVerb(previous);
  const completed = previous === 'to' || AUXILIARIES.has(subject) || verbForm(previous)?.base === 'get';
  const participle = /(?:ed|ing)$/.test(lower) && ['when', 'while', 'if', 'where', 'unless', 'as'].includes(previous);
  const complement = /ed$/.test(lower) && LINKING_VERBS.has(verbForm(previous)?.base ?? previous);
  // 'players get stuck or quit': the verb before the conjunction, or a linking verb and its complement.
  const paired = before.at(-2) ?? '';
  const coordinated = (previous === 'and' || previous === 'or') && (mayBeVerb(paired) || LINKING_VERBS.has(verbForm(before.at(-3) ?? '')?.base ?? ''));
  return isSubject(subject) || nounUse || completed || participle || complement || coordinated ? undefined : 'a verb';
}

// 'a' before a vowel sound and 'an' before a consonant sound, with the usual exceptions of spelling.
const CONSONANT_SOUND_VOWELS = /^(?:uni(?![nm])|use|usu|uti|ure|uro|eu|ewe|one\b|once)/i;
const VOWEL_SOUND_CONSONANTS = /^(?:hour|honest|hono(?:u)?r|heir)/i;
/** Acronyms read letter by letter: 'an HR team', 'an SMS', 'a UX review'. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX](?:[A-Z\d]|\/|$)/;

function articleProblem(article: string, word: string): string | undefined {
  const acronym = /^[A-Z][A-Z\d/]+\b/.test(word);
  const vowelSound = acronym
    ? VOWEL_SOUND_LETTERS.test(word)
    : /^\d/.test(word)
      ? /^(?:8|11|18|8\d)(?!\d{2})/.test(word)
      : (/^[aeiou]/i.test(word) && !CONSONANT_SOUND_VOWELS.test(word)) || VOWEL_SOUND_CONSONANTS.test(word);
  if (article.toLowerCase() === 'a' && vowelSound) return `'a' before '${word}'`;
  if (article.toLowerCase() === 'an' && !vowelSound) return `'an' before '${word}'`;
  return undefined;
}

export interface CheckOptions {
  /** A full sentence: capital first, closing punctuation last. Titles and labels ('Market: ...') are phrases. */
  sentence: boolean;
}

/** What is wrong with one sentence or phrase; empty when nothing is. */
export function proseProblems(text: string, { sentence }: CheckOptions): string[] {
  const problems: string[] = [];
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’/.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  if (/undefined|\bnull\b|NaN|\[object/.test(text)) problems.push('a missing value');
  if (text !== text.trim() || /\s{2,}/.test(text)) problems.push('stray spaces');
  if (sentence && !/^["“(*]*[\p{Lu}\d$]/u.test(text)) problems.push('no capital at the start');
  if (sentence && !/[.!?]["”)*]*$/.test(text)) problems.push('no closing punctuation');
  if (/\s[,.;:!?]/.test(text) || /[,;:][,.;:!?]|[.!?][,;:]|,,|(?<!\.)\.\.(?!\.)/.test(text) || /^[,.;:!?-]/.test(text)) problems.push('lone punctuation');
  for (let index = 1; index < words.length; index++) {
    const [previous = '', word = ''] = [words[index - 1], words[index]];
    if (/\p{L}/u.test(word) && previous.toLowerCase() === word.toLowerCase()) problems.push(`doubled word '${word}'`);
    if (/^an?$/i.test(previous)) {
      const problem = articleProblem(previous, word);
      if (problem) problems.push(problem);
    }
  }
  const lettered = words.filter((word) => /\p{L}/u.test(word));
  const last = lettered.at(-1);
  const dangling = last && !/\?["”)]*$/.test(text) ? danglingEnd(lettered) : undefined;
  if (dangling) problems.push(`ends on ${dangling} ('${last}')`);
  // 'restaurants, food and predict': a list whose last item is a verb.
  for (const match of text.matchAll(/[\p{L}'-]+,((?: [\p{L}'-]+)+),? (?:and|or) ([\p{L}'-]+)(?=[.!?;,)]|$)/gu)) {
    // 'players get stuck or quit' pairs two verbs; 'restaurants, food and predict' ends a list of nouns on one.
    const item = (match[1] ?? '').trim().toLowerCase().split(' ');
    const paired = mayBeVerb(item.at(-1) ?? '') || LINKING_VERBS.has(verbForm(item.at(-2) ?? '')?.base ?? '');
    if (match[2] && isVerbOnly(match[2]) && !paired) problems.push(`a list ending on the verb '${match[2]}'`);
  }
  if ((text.match(/"/g) ?? []).length % 2 !== 0 || (text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length) problems.push('unbalanced quotes');
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) problems.push('unbalanced parentheses');
  if ((text.match(/\*\*/g) ?? []).length % 2 !== 0) problems.push('unbalanced bold marks');
  return problems;
}

/** The sentences of a paragraph: split after . ! ? before a capital, a digit or an opening mark. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .trim()
    .split(/(?<=[.!?]["”)]?)\s+(?=["“(]?[\p{Lu}\d$])/u)
    .filter((sentence) => sentence.length > 0);
}

/** Every sentence of a field, each with what is wrong with it. */
export function fieldProblems(text: string): { text: string; problems: string[] }[] {
  return sentencesOf(text).map((sentence) => ({ text: sentence, problems: proseProblems(sentence, { sentence: true }) }));
}

/**
 * The prose of a markdown document, checked: paragraphs and list items that end like sentences are checked as
 * sentences, the others (labels such as 'Market: $12B ...') as phrases. Headings and table cells are labels and
 * figures, not prose.
 */
export function markdownProblems(markdown: string): { text: string; problems: string[] }[] {
  const texts: string[] = [];
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.kind === 'paragraph') texts.push(plainText(block.content));
      if (block.kind === 'quote') visit(block.blocks);
      if (block.kind === 'list') {
        for (const item of block.items) {
          texts.push(plainText(item.content));
          visit(item.children);
        }
      }
    }
  };
  visit(parseMarkdown(markdown));
  return texts.flatMap((text) =>
    /[.!?]["”)]?$/.test(text) ? fieldProblems(text) : [{ text, problems: proseProblems(text, { sentence: false }) }],
  );
}

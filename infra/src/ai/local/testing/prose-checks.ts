// Concrete, failable checks of generated English, for the local provider's tests. Each names what is wrong with a
// sentence (or with a phrase such as a title), so a failure shows the broken text and the rule it breaks. Word
// classes come from the provider's lexicon; the rules themselves are independent of how the text was written.
import { parseMarkdown, type Block } from '@app/domain/markdown/parse-markdown';
import { plainText } from '@app/domain/markdown/plain-text';
import { AUXILIARIES, CONJUNCTIONS, DETERMINERS, POSSESSIVES, PREPOSITIONS, isVerbOnly, lexicalClass } from '../english';

/** Words a finished sentence or title cannot end on: articles, prepositions, conjunctions, auxiliaries, verbs. */
function danglingEnd(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower === 'a' || lower === 'an' || lower === 'the') return 'an article';
  if (PREPOSITIONS.has(lower)) return 'a preposition';
  if (CONJUNCTIONS.has(lower) || lower === 'and' || lower === 'or') return 'a conjunction';
  if (DETERMINERS.has(lower) || POSSESSIVES.has(lower)) return 'a determiner';
  if (AUXILIARIES.has(lower)) return 'an auxiliary';
  if (isVerbOnly(lower) || lexicalClass(lower) === 'verb') return 'a verb';
  return undefined;
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
  const last = words.filter((word) => /\p{L}/u.test(word)).at(-1);
  const dangling = last && !/\?["”)]*$/.test(text) ? danglingEnd(last) : undefined;
  if (dangling) problems.push(`ends on ${dangling} ('${last}')`);
  // 'restaurants, food and predict': a list whose last item is a verb.
  for (const match of text.matchAll(/[\p{L}'-]+,(?: [\p{L}'-]+)+,? (?:and|or) ([\p{L}'-]+)(?=[.!?;,)]|$)/gu)) {
    if (match[1] && isVerbOnly(match[1])) problems.push(`a list ending on the verb '${match[1]}'`);
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

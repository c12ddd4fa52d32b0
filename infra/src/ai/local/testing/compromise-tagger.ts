// Tags a segment of a problem with compromise (a maintained rule-based English tagger with a 24,000-word lexicon),
// for measuring against the curated lexicon (reading-evaluation.test.ts). It maps compromise's tags onto the
// reader's word classes and takes number, forms and names from compromise; what compromise has no rule for (a name
// typed in lower case, 'teh') it leaves as compromise reads it.
import nlp from 'compromise';
import type { Term } from 'compromise/misc';
import type { TagOptions, Token, WordClass } from '../token';

/** The parts of compromise's model and methods used here (its types give them as `object`). */
interface Model {
  one: { lexicon: Record<string, unknown> };
}
interface Methods {
  two: { transform: { noun: { toPlural: (word: string, model: Model) => string; toSingular: (word: string, model: Model) => string } } };
}
const MODEL = nlp.model() as Model;
const NOUNS = (nlp.methods() as Methods).two.transform.noun;

interface CompromiseTerm extends Term {
  tags: Set<string>;
  /** The word a contraction stands for: 'can' for "can't" and for 'cant'. */
  implicit?: string;
  root?: string;
}

/** compromise's tags in the order they decide the reader's class: the first that a term carries wins. */
const CLASSES: [string, WordClass][] = [
  ['Determiner', 'determiner'],
  ['Possessive', 'possessive'],
  ['Pronoun', 'pronoun'],
  ['Preposition', 'preposition'],
  ['Particle', 'preposition'],
  ['Conjunction', 'conjunction'],
  ['QuestionWord', 'conjunction'],
  ['Auxiliary', 'auxiliary'],
  ['Modal', 'auxiliary'],
  ['Copula', 'auxiliary'],
  ['Negative', 'adverb'],
  ['Adverb', 'adverb'],
  ['Expression', 'adverb'],
  ['Value', 'number'],
  ['Adjective', 'adjective'],
  ['Verb', 'verb'],
  ['Noun', 'noun'],
];
/** Auxiliaries that take a singular subject ('is', "doesn't"); the others take a plural one ('are', "can't"). */
const SINGULAR_AUXILIARIES = new Set(['is', 'was', 'has', 'does', 'am']);

export function compromiseTagger(segment: string, { casual, names }: TagOptions): Token[] {
  const doc = nlp(casual ? segment.toLowerCase() : segment);
  doc.compute('root');
  const terms = (doc.docs as CompromiseTerm[][]).flat();
  const tokens: Token[] = [];
  terms.forEach((term, index) => {
    // A contraction's second half ("n't" of "can't") has no text of its own.
    if (term.text === '') return;
    const before = punctuation(term.pre);
    if (before) tokens.push(before);
    // 'mid-size', 'fast-growing': compromise splits at the hyphen; the reader reads one word, of its last part's class.
    const previous = terms[index - 1];
    const joined = previous !== undefined && /-$/.test(previous.post) && tokens.at(-1)?.lower === previous.normal;
    const token = tokenOf(term, terms[index + 1], casual, names);
    if (joined) {
      const first = tokens.pop() as Token;
      tokens.push({
        ...token,
        text: `${first.text}-${token.text}`,
        lower: `${first.lower}-${token.lower}`,
        singular: `${first.lower}-${token.singular}`,
        pluralText: `${first.text}-${token.pluralText}`,
      });
    } else tokens.push(token);
    const after = punctuation(term.post);
    if (after) tokens.push(after);
  });
  return tokens;
}

function tokenOf(term: CompromiseTerm, next: CompromiseTerm | undefined, casual: boolean, names: ReadonlyMap<string, string>): Token {
  const { tags } = term;
  const lower = term.normal;
  const plain = { text: term.text, lower, proper: false, acronym: false, plural: false, uncountable: false, singular: lower, pluralText: term.text, agreesWithPlural: false, known: false };
  if (!/[\p{L}\p{N}]/u.test(term.text) || /[^\p{Script=Latin}\P{L}]/u.test(term.text) || tags.has('Emoji') || tags.has('Emoticon')) return { ...plain, tag: 'symbol' };
  const tag = CLASSES.find(([name]) => tags.has(name))?.[1] ?? 'noun';
  const known = lower in MODEL.one.lexicon || (term.root !== undefined && term.root in MODEL.one.lexicon);
  const plural = tag === 'noun' && tags.has('Plural');
  const name = names.get(lower);
  // Capitals inside a word mark an acronym or a brand ('HR', 'CVs', 'WhatsApp'), whatever compromise takes it for.
  const acronym = !casual && (tags.has('Acronym') || /^\p{Lu}[\p{Lu}\d]+s?$/u.test(term.text) || /\p{Ll}\p{Lu}/u.test(term.text));
  const proper = name !== undefined || acronym || (tag === 'noun' && !casual && tags.has('ProperNoun'));
  // 'cant' is "can't" to compromise: the apostrophe goes back in when the member left it out ('cannot' has none).
  const contracted = next?.text === '' && next.implicit === 'not' && /[^o]nt$/i.test(term.text) ? `${term.text.slice(0, -1)}'t` : term.text;
  const text = name ?? (proper ? term.text : contracted === 'i' ? 'I' : casual ? contracted.toLowerCase() : lowerUnlessName(contracted, tags));
  const agreesWithPlural =
    (tag === 'auxiliary' && !SINGULAR_AUXILIARIES.has(term.implicit ?? lower)) ||
    (tag === 'verb' && tags.has('Infinitive') && !tags.has('Gerund') && !tags.has('PastTense'));
  return {
    text,
    lower,
    tag: proper ? 'noun' : tag,
    proper,
    acronym,
    plural,
    uncountable: tags.has('Uncountable'),
    singular: plural ? NOUNS.toSingular(lower, MODEL) : lower,
    pluralText: tag === 'noun' && !plural ? NOUNS.toPlural(text, MODEL) : text,
    agreesWithPlural,
    known,
  };
}

/** A word keeps its capital only when it names something ('I', 'Kenya'); 'Restaurants' at a sentence's start does not. */
function lowerUnlessName(text: string, tags: Set<string>): string {
  return tags.has('ProperNoun') ? text : text.toLowerCase();
}

/** A comma or another symbol written against a word, as a token of its own; quotes and spaces are not tokens. */
function punctuation(around: string): Token | undefined {
  const marks = around.replace(/[\s'"’‘-]/g, '');
  if (marks === '') return undefined;
  const text = marks.includes(',') ? ',' : marks;
  return { text, lower: text, tag: text === ',' ? 'comma' : 'symbol', proper: false, acronym: false, plural: false, uncountable: false, singular: text, pluralText: text, agreesWithPlural: false, known: false };
}

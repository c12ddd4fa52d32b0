// A word of a member's problem as the reader (read-problem.ts) needs it: its class in this sentence, its number and
// forms, whether it names something. A tagger decides all of it, so the reader's rules never look a word up.

export type WordClass =
  | 'determiner' // the, many, no
  | 'possessive' // my, their, school's
  | 'pronoun'
  | 'preposition'
  | 'conjunction'
  | 'auxiliary' // be, have, do and the modals, with their contractions
  | 'adverb'
  | 'adjective'
  | 'number'
  | 'verb'
  | 'noun';

export interface Token {
  /** The word as it goes into our sentences: spelling fixed, a capital kept only for names and acronyms. */
  text: string;
  lower: string;
  tag: WordClass | 'comma' | 'symbol';
  /** A name ('Kenya', 'Amazon') or an acronym ('HR', 'CVs'): kept as written, never a topic or a user on its own. */
  proper: boolean;
  /** An acronym, which may be a topic ('CVs') where a name may not ('Lisbon'). */
  acronym: boolean;
  /** A noun written in the plural: 'clinics', 'staff'. */
  plural: boolean;
  /** A noun that stands without an article in the singular: 'food', 'insulin'. */
  uncountable: boolean;
  /** The word in the singular, in lower case: 'clinic' for 'clinics'; the word itself when it is not a plural noun. */
  singular: string;
  /** The text in the plural: 'Clinics' for 'Clinic'; the text itself when it is not a singular noun. */
  pluralText: string;
  /** A verb or auxiliary in a form that a plural subject takes on its own: 'run', "can't"; not 'runs', 'running'. */
  agreesWithPlural: boolean;
  /** A word the tagger knows as English, for telling an English problem from one in another language. */
  known: boolean;
}

export interface TagOptions {
  /** Text in capitals or in Title Case, whose capitals tell nothing: its words are read in lower case. */
  casual: boolean;
  /** The words of the countries the problem names, lower case to as written: 'kenya' → 'Kenya'. */
  names: ReadonlyMap<string, string>;
}

/** Tags the words of one segment of a problem (a sentence, a list item, a clause between symbols). */
export type Tagger = (segment: string, options: TagOptions) => Token[];

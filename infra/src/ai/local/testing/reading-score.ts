// Scores a reader's readings against the human ones of expected-readings.ts, field by field: how many problems it
// reads as a careful person would, and which it misses.
import type { ProblemReading } from '../read-problem';
import type { ExpectedReading, ReadingCase } from './expected-readings';

export const FIELDS = ['user', 'short', 'unit', 'placed', 'buyer', 'topics', 'statement', 'sector', 'countries', 'firstPerson'] as const;
export type Field = (typeof FIELDS)[number];

/** Whether each field of a reading is what the human reader took. */
export function fieldsRight(got: ProblemReading, expected: ExpectedReading): Record<Field, boolean> {
  const user = <K extends 'phrase' | 'short' | 'unit' | 'placed' | 'buyer'>(key: K) =>
    expected.user === null ? got.user === undefined : got.user !== undefined && got.user[key] === expected.user[key];
  const sector = got.sector.roots.length === 0 ? 'general' : got.sector.category;
  return {
    user: user('phrase'),
    short: user('short'),
    unit: user('unit'),
    placed: user('placed'),
    buyer: user('buyer'),
    topics: got.topics.length > 0 === expected.topics.length > 0 && got.topics.every((topic) => expected.topics.includes(topic)),
    statement: (got.statement ?? null) === expected.statement,
    sector: expected.sectors.includes(sector),
    countries: got.countries.join('|') === expected.countries.join('|'),
    firstPerson: got.firstPerson === expected.firstPerson,
  };
}

export interface Score {
  /** Problems read right, per field. */
  right: Record<Field, number>;
  /** The labels of the problems read wrong, per field, with what the reader took. */
  wrong: Record<Field, string[]>;
}

export function score(cases: readonly ReadingCase[], read: (text: string) => ProblemReading): Score {
  const right = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<Field, number>;
  const wrong = Object.fromEntries(FIELDS.map((field) => [field, []])) as unknown as Record<Field, string[]>;
  for (const { label, text, reading } of cases) {
    const got = read(text);
    const fields = fieldsRight(got, reading);
    for (const field of FIELDS) {
      if (fields[field]) right[field]++;
      else wrong[field].push(`${label}: ${JSON.stringify(taken(got, field))}`);
    }
  }
  return { right, wrong };
}

function taken(got: ProblemReading, field: Field): unknown {
  if (field === 'user') return got.user?.phrase;
  if (field === 'short' || field === 'unit' || field === 'placed' || field === 'buyer') return got.user?.[field];
  if (field === 'sector') return got.sector.roots.length === 0 ? 'general' : got.sector.category;
  return got[field];
}

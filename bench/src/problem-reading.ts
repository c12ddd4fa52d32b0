// The local AI's reading of a member's problem (infra/src/ai/local/read-problem.ts) with its curated lexicon, against
// the same reader fed by compromise's tagger (the library the lexicon was measured against; infra/src/ai/local/
// README.md): the time per problem over the fifty problems of the reading evaluation and for one problem of 5,000
// characters (the most the dialog accepts), and what importing each costs a process that starts (the command API
// imports the reader at start). Imports are timed in fresh processes, five of each, the median reported.
//
// Run alone: npx tsx bench/src/problem-reading.ts   (no database; BENCH_QUICK changes nothing here)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRng } from '@app/domain/shared/rng';
import { readProblem } from '@app/infra/ai/local/read-problem';
import { compromiseTagger } from '@app/infra/ai/local/testing/compromise-tagger';
import { THIRTY_READINGS, UNSEEN_READINGS } from '@app/infra/ai/local/testing/expected-readings';
import { runComputeBench } from './bench-main';
import { REPO_ROOT } from './bench-server';
import { result, type BenchResult, type Figure } from './report';
import { median, summarize } from './stats';

const ROUNDS = 200;
const WARM_UP_ROUNDS = 20;
const IMPORT_PROCESSES = 5;
const MAX_PROBLEM_LENGTH = 5000;

type Reader = (text: string) => unknown;
const lexiconReader: Reader = (text) => readProblem(text, createRng(1));
const compromiseReader: Reader = (text) => readProblem(text, createRng(1), compromiseTagger);

/** Microseconds per problem, one sample per problem and round, after a warm-up. */
function timePerProblem(name: string, read: Reader, texts: readonly string[], rounds: number): Figure {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const text of texts) read(text);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const started = performance.now();
      read(text);
      samples.push((performance.now() - started) * 1000);
    }
  }
  const { mean, p50, p99 } = summarize(samples);
  return { name, value: mean, unit: 'µs', detail: `p50 ${p50.toFixed(0)} µs, p99 ${p99.toFixed(0)} µs, ${samples.length} readings` };
}

/** Milliseconds a fresh Node process with tsx (as the services run) takes to import `specifier`, median of five. */
function importTime(name: string, specifier: string): Figure {
  const code = `const started = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - started));`;
  const times = Array.from({ length: IMPORT_PROCESSES }, () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: path.join(REPO_ROOT, 'infra'), encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`importing ${specifier} failed: ${child.stderr}`);
    return Number(child.stdout);
  });
  return { name, value: median(times), unit: 'ms', detail: `${times.map((time) => time.toFixed(0)).join(', ')} ms in ${IMPORT_PROCESSES} processes` };
}

function measure(): BenchResult[] {
  const texts = [...THIRTY_READINGS, ...UNSEEN_READINGS].map(({ text }) => text);
  const paragraph = THIRTY_READINGS.map(({ text }) => text).join(' ');
  const longest = paragraph.repeat(Math.ceil(MAX_PROBLEM_LENGTH / paragraph.length)).slice(0, MAX_PROBLEM_LENGTH);
  const faster = (ratio: number) => ({ text: '<= 1.0x compromise', pass: ratio <= 1 });
  return [
    result(
      'local AI problem reading',
      timePerProblem('lexicon, per problem', lexiconReader, texts, ROUNDS),
      timePerProblem('compromise, per problem', compromiseReader, texts, ROUNDS),
      faster,
    ),
    result(
      'local AI problem reading',
      timePerProblem('lexicon, 5,000 characters', lexiconReader, [longest], ROUNDS / 4),
      timePerProblem('compromise, 5,000 characters', compromiseReader, [longest], ROUNDS / 4),
      faster,
    ),
    result(
      'local AI problem reading',
      importTime('compromise import, fresh process', 'compromise'),
      importTime('lexicon reader import, fresh process', './src/ai/local/read-problem.ts'),
    ),
  ];
}

runComputeBench('Problem reading', measure);

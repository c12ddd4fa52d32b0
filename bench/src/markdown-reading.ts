// How long the markdown reader (`@app/domain/markdown/parse-markdown`, behind the viewer, the PDF, the deck and the
// CSV) takes over: the seed's documents, the downloads' fixtures, and documents made to slow a reader down, about
// 200,000 characters each (the longest the schemas take; domain/src/markdown/testing/crafted-documents.ts). A crafted
// document is compared with prose of the same length (the seed's documents one after another): a reader that reads
// in time proportional to the length takes a few times as long at most; a quadratic one takes hundreds of times as
// long (a minute) or runs out of stack.
//
// Run alone: npx tsx bench/src/markdown-reading.ts   (no database; BENCH_QUICK reads each text once, not 3 times)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMarkdown } from '@app/domain/markdown/parse-markdown';
import { CRAFTED_DOCUMENTS, LONGEST_DOCUMENT } from '@app/domain/markdown/testing/crafted-documents';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { runComputeBench } from './bench-main';
import { REPO_ROOT } from './bench-server';
import { result, type BenchResult } from './report';

/** A crafted document may take this many times as long as prose of its length. */
const GOAL_RATIO = 20;
const SEED_IDEAS = 100;
const FIXTURES = ['prd.md', 'pitch-deck.md', 'financial-plan.md'];
const ROUNDS = process.env.BENCH_QUICK ? 1 : 3;

/** The median time of reading `texts`, over ROUNDS rounds, in milliseconds; a throw is a failure of the reader. */
function timeReading(texts: readonly string[]): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    for (const text of texts) parseMarkdown(text);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

/** What touching every character once costs (finding the line ends): the floor under any reading of `texts`. */
function timeOnePass(texts: readonly string[]): { ms: number; lines: number } {
  const started = performance.now();
  let lines = 0;
  for (const text of texts) for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return { ms: performance.now() - started, lines };
}

function documentsRow(name: string, texts: readonly string[]): BenchResult {
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  timeReading(texts); // warm-up
  const reading = timeReading(texts);
  const onePass = timeOnePass(texts);
  return result(
    'markdown reading',
    { name, value: reading / texts.length, unit: 'ms per document', detail: `${texts.length} documents, ${characters.toLocaleString('en-US')} characters, ${reading.toFixed(1)} ms in all` },
    { name: 'one pass over the same characters', value: onePass.ms / texts.length, unit: 'ms per document', detail: `${onePass.lines.toLocaleString('en-US')} lines` },
  );
}

async function measure(): Promise<BenchResult[]> {
  const seedDocuments = generateCatalog({ ideaCount: SEED_IDEAS }).ideas.flatMap((idea) => idea.documents.map((document) => document.content));
  const fixtures = await Promise.all(FIXTURES.map((file) => readFile(path.join(REPO_ROOT, 'query-api/src/documents-export/fixtures', file), 'utf8')));
  const results = [documentsRow(`the seed's documents (${SEED_IDEAS} ideas)`, seedDocuments), documentsRow("the downloads' fixtures", fixtures)];

  let prose = '';
  for (let index = 0; prose.length < LONGEST_DOCUMENT; index = (index + 1) % seedDocuments.length) prose += `${seedDocuments[index] ?? ''}\n\n`;
  prose = prose.slice(0, LONGEST_DOCUMENT);
  timeReading([prose]);
  const proseTime = timeReading([prose]);
  for (const [name, source] of Object.entries(CRAFTED_DOCUMENTS)) {
    const reading = timeReading([source]);
    results.push(
      result(
        'markdown reading, crafted',
        { name, value: reading, unit: 'ms', detail: `${source.length.toLocaleString('en-US')} characters` },
        { name: 'prose of the same length', value: proseTime, unit: 'ms' },
        (ratio) => ({ text: `<= ${GOAL_RATIO}x prose`, pass: ratio <= GOAL_RATIO }),
      ),
    );
  }
  return results;
}

runComputeBench('Markdown reading', measure);

// `npm test`: every tier, in order (lint, type-check, unit, integration, the scale-out topology, real browser). Each
// step runs even when an earlier one failed, so one run shows every problem; the exit code is non-zero when any step failed. The summary
// at the end repeats the lines that named a failed test and the start of the report of why, so the tail of a long CI
// log says what failed.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ensureSystemDeps } from './system-deps';

const STEPS: [name: string, command: string][] = [
  ['lint', 'npx eslint .'],
  ['type-check', 'npx tsc -b'],
  ['unit tests', 'npx vitest run --project unit'],
  ['integration tests', 'npx vitest run --project integration'],
  ['topology test', 'npx vitest run --project topology'],
  ['web build', 'npm run build -w web'],
  ['real-browser tests', 'npm run test -w e2e'],
];

// Vitest starts the line of a failed file or test with FAIL or ×, Playwright with ✘ ('flaky': passed on its retry).
const FAILURE_LINE = /^\s*(FAIL|×|✘)\s|\bflaky\b/;
const MAX_HIGHLIGHTS = 15;
// Vitest's report of why tests failed starts with a "Failed Tests" rule and ends at its totals; its first lines (the
// error and the start of its diff) are kept too.
const REPORT_START = /⎯ Failed Tests \d+ ⎯/;
const REPORT_END = /^\s*Test Files\s/;
const MAX_REPORT_LINES = 30;
// The topology test's figures (kills, takeover, failed requests), kept whether it passed or not.
const FIGURES_LINE = /^topology: /;

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  highlights: string[];
}

function runStep(name: string, command: string): Promise<StepResult> {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const highlights = new Set<string>();
  const report: string[] = [];
  let inReport = false;
  const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
  const watch = (from: NodeJS.ReadableStream, to: NodeJS.WritableStream) => {
    let rest = '';
    from.on('data', (chunk: Buffer) => {
      to.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const plain = stripVTControlCharacters(line).trimEnd();
        if ((FAILURE_LINE.test(plain) || FIGURES_LINE.test(plain)) && highlights.size < MAX_HIGHLIGHTS) highlights.add(plain.trim());
        if (REPORT_START.test(plain)) inReport = true;
        else if (REPORT_END.test(plain)) inReport = false;
        else if (inReport && plain.trim() && report.length < MAX_REPORT_LINES) report.push(plain);
      }
    });
  };
  watch(child.stdout, process.stdout);
  watch(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('close', (status) =>
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), highlights: [...highlights, ...report] }),
    );
  });
}

ensureSystemDeps();
const results: StepResult[] = [];
for (const [name, command] of STEPS) results.push(await runStep(name, command));

console.log('\n=== summary');
for (const { name, ok, seconds, highlights } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
  for (const line of highlights) console.log(`         ${line}`);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);

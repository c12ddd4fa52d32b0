// `npm test`: every tier, in order (lint, type-check, unit, integration, real browser). Each step runs even when
// an earlier one failed, so one run shows every problem; the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { ensureSystemDeps } from './system-deps';

const STEPS: [name: string, command: string][] = [
  ['lint', 'npx eslint .'],
  ['type-check', 'npx tsc -b'],
  ['unit tests', 'npx vitest run --project unit'],
  ['integration tests', 'npx vitest run --project integration'],
  ['web build', 'npm run build -w web'],
  ['real-browser tests', 'npm run test -w e2e'],
];

ensureSystemDeps();
const results = STEPS.map(([name, command]) => {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  return { name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);

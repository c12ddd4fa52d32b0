import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './app-server';

// Rebuilding takes a few seconds, so it only happens when a source the SPA is built from is newer than the build.
const builtIndex = path.join(repoRoot, 'web', 'dist', 'index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'domain/src'];

export function buildWebIfStale(): void {
  const builtAt = modifiedAt(builtIndex);
  const changedAt = Math.max(...sources.map((source) => newestModification(path.join(repoRoot, source))));
  if (builtAt !== 0 && builtAt >= changedAt) return;
  console.log('[e2e] building the SPA (web/dist is missing or older than its sources)');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestModification(entry: string): number {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))),
  );
}

// `npm start` serves the built SPA; it builds it first when web/dist is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stats.mtimeMs);
}

export function ensureSpaBuilt(webDir: string): string {
  const dist = path.join(webDir, 'dist');
  const index = path.join(dist, 'index.html');
  // The SPA imports domain (schemas, constants), so its sources count too.
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'precompress-assets.ts', 'prerender-pages.ts', 'package.json', '../domain/src']
    .map((entry) => path.join(webDir, entry))
    .filter(existsSync);
  const stale = !existsSync(index) || Math.max(...sources.map(newestChange)) > statSync(index).mtimeMs;
  if (stale) {
    console.log('Building the web app (web/dist)...');
    const { status } = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit', cwd: path.dirname(webDir) });
    if (status !== 0) throw new Error('building the web app failed (npm run build -w web)');
  }
  return dist;
}

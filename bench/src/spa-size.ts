// The SPA's initial JavaScript: what the browser downloads before it can render the landing page. Reads the built
// web/dist/index.html (building it first only when it is missing or older than the sources, as `npm start` does)
// and sums the gzipped size of the entry script and the modules it preloads (`<link rel="modulepreload">`, Vite's
// list of the entry's static imports). Lazy chunks (routes, dialogs) are not counted. Gzip at level 6, the default
// of zlib and of most servers. No baseline exists for a size: the figure is shown against the goal.
//
// Run alone: npx tsx bench/src/spa-size.ts   (no database; BENCH_QUICK changes nothing here)
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureSpaBuilt } from '@app/scripts/spa-build';
import { runComputeBench } from './bench-main';
import { REPO_ROOT } from './bench-server';
import { result, type BenchResult } from './report';

const GOAL_KB = 200;
const KB = 1000;

interface Asset {
  file: string;
  bytes: number;
  gzipped: number;
}

/** The entry module script and the modulepreload links of the built index.html, in document order. */
function initialScripts(indexHtml: string): string[] {
  const found: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`).exec(tag)?.[1];
    const isEntry = tag.startsWith('<script') && attribute('type') === 'module' && attribute('src');
    const isPreload = tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isEntry ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}

async function measureAsset(dist: string, url: string): Promise<Asset> {
  if (/^(https?:)?\/\//.test(url)) throw new Error(`index.html loads a script from another origin: ${url}`);
  const content = await readFile(path.join(dist, url.replace(/^\//, '')));
  return { file: url, bytes: content.length, gzipped: gzipSync(content, { level: 6 }).length };
}

async function measureSpaSize(): Promise<BenchResult[]> {
  const dist = ensureSpaBuilt(path.join(REPO_ROOT, 'web'));
  const scripts = initialScripts(await readFile(path.join(dist, 'index.html'), 'utf8'));
  if (scripts.length === 0) throw new Error('web/dist/index.html loads no module script');
  const initial = await Promise.all(scripts.map((url) => measureAsset(dist, url)));
  const everyChunk = await Promise.all(
    (await readdir(path.join(dist, 'assets'))).filter((file) => file.endsWith('.js')).map((file) => measureAsset(dist, `/assets/${file}`)),
  );
  const sum = (assets: readonly Asset[], key: 'bytes' | 'gzipped') => assets.reduce((total, asset) => total + asset[key], 0);
  const kb = (bytes: number) => bytes / KB;
  console.log('Initial JavaScript of index.html (gzip level 6):');
  for (const asset of initial) console.log(`  ${asset.file}: ${kb(asset.gzipped).toFixed(1)} kB gzipped (${kb(asset.bytes).toFixed(1)} kB raw)`);
  const total = sum(initial, 'gzipped');
  const largest = initial.reduce((top, asset) => (asset.gzipped > top.gzipped ? asset : top));
  const totalFigure = {
    name: 'initial JS gzipped',
    value: kb(total),
    unit: 'kB',
    detail: `${initial.length} files: the entry and its modulepreloads; ${kb(sum(initial, 'bytes')).toFixed(1)} kB raw`,
  };
  return [
    result('SPA initial JavaScript', totalFigure, { name: 'goal (no baseline)', value: GOAL_KB, unit: 'kB' }, {
      text: `<= ${GOAL_KB} kB gzipped`,
      pass: kb(total) <= GOAL_KB,
    }),
    result(
      'SPA initial JavaScript',
      { name: 'largest initial chunk', value: kb(largest.gzipped), unit: 'kB', detail: largest.file },
      { name: 'initial JS gzipped', value: kb(total), unit: 'kB' },
    ),
    result(
      'SPA initial JavaScript',
      { name: 'every JS chunk (lazy too)', value: kb(sum(everyChunk, 'gzipped')), unit: 'kB', detail: `${everyChunk.length} files, not all loaded at once` },
      { name: 'initial JS gzipped', value: kb(total), unit: 'kB' },
    ),
  ];
}

runComputeBench('SPA size', measureSpaSize);

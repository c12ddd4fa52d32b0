import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The one-process server (`npm start`): it builds the SPA when stale and serves it with the API. */
export const appServerScript = path.join(repoRoot, 'scripts', 'src', 'start.ts');

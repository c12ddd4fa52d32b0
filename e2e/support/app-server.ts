import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The one-process server (`npm start`) that serves the SPA and the API. */
export const appServerScript = path.join(repoRoot, 'scripts', 'start.ts');

// Until scripts/start.ts lands, the shell is tested against `vite preview`, which serves the built SPA
// (with its history fallback) but no API.
export const hasAppServer = (): boolean => existsSync(appServerScript);

// The import-boundary rule (docs/architecture.md, "may import") is part of lint; these cases prove it bites.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  // Only the boundary rule: the probe files are not part of any TypeScript project.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['web/src/probe.ts', "import { readConfig } from '@app/infra/config/config';", 'web may not import infra'],
    ['web/src/probe.ts', "import { x } from '../../command-api/src/app';", 'web may not import command-api'],
    ['domain/src/probe.ts', "import { x } from '@app/infra/config/config';", 'domain may not import infra'],
    ['domain/src/probe.ts', "import pg from 'pg';", 'domain is pure: no I/O'],
    ['infra/src/probe.ts', "import { x } from '@app/projectors/runtime/projection';", 'infra may not import projectors'],
    ['command-api/src/probe.ts', "import { x } from '@app/query-api/app';", 'command-api may not import query-api'],
    ['seed/src/probe.ts', "import { x } from '@app/infra/ids/uuid';", 'seed may not import infra'],
    ['seed/src/probe.ts', "import { readFileSync } from 'node:fs';", 'seed is pure: no I/O'],
    ['query-api/src/probe.ts', "import { x } from '@app/seed/platform-ideas/generate-catalog';", 'query-api may not import seed'],
    ['query-api/src/probe.ts', "import type { Projection } from '@app/projectors/runtime/projection';", 'query-api may import from projectors only their *.table.ts files'],
    ['command-api/src/ideas/probe.ts', "import { x } from '../routes/ideas/publish-ideas.routes';", 'only the command API\'s app registers routes/'],
    ['command-api/src/routes/workspace/probe.ts', "import { x } from '../ideas/publish-ideas.routes';", 'a route area imports no other route area'],
    ['query-api/src/routes/probe.ts', "import { x } from '../../../projectors/src/catalog/catalog.projection';", 'query-api may import from projectors only their *.table.ts files'],
  ])('%s: %s fails lint', async (file, code, message) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain(message);
  });

  it.each([
    ['web/src/probe.ts', "import { ROLES } from '@app/domain/shared/roles';"],
    ['query-api/src/probe.ts', "import type { CatalogReadDatabase } from '@app/projectors/catalog/catalog.table';"],
    ['query-api/src/probe.ts', "import { fieldsOf } from '../../projectors/src/ideas/idea-field-columns.table';"],
    ['query-api/src/server.ts', "import { getProjectionStatuses } from '@app/projectors/runtime/status';"],
    ['query-api/src/read-models/probe.int.test.ts', "import { catalogProjection } from '@app/projectors/catalog/catalog.projection';"],
    ['command-api/src/probe.ts', "import { uuidv7 } from '@app/infra/ids/uuid';"],
    ['command-api/src/routes/ideas/probe.ts', "import { publishIdeas } from '../../ideas/publish-ideas';"],
    ['command-api/src/app.ts', "import { registerRoutes } from './routes/ideas/admin-ideas.routes';"],
    ['seed/src/probe.ts', "import { createRng } from '@app/domain/shared/rng';"],
    ['command-api/src/probe.ts', "import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

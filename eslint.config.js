// ESLint: typescript-eslint's type-checked rules, plus the import boundaries of docs/architecture.md's "may import" column.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PACKAGES = ['domain', 'seed', 'infra', 'command-api', 'query-api', 'projectors', 'web', 'e2e', 'bench', 'scripts', 'system-tests'];

/** docs/architecture.md "Workspaces and what each may import": which workspaces each one may import. */
const MAY_IMPORT = {
  domain: [],
  seed: ['domain'],
  infra: ['domain', 'seed'],
  'command-api': ['domain', 'infra', 'seed'],
  'query-api': ['domain', 'infra', 'projectors'],
  projectors: ['domain', 'infra'],
  web: ['domain'],
};

/** Text from outside is built with domain/src/shared/text.ts, which refuses what no store can hold. */
const BARE_STRING_MESSAGE = 'Use text() from domain/src/shared/text.ts: it refuses U+0000 and unpaired surrogates, which no store can hold';
const BARE_STRING = [
  { selector: "MemberExpression[object.name='z'][property.name='string']", message: BARE_STRING_MESSAGE },
  { selector: "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']", message: BARE_STRING_MESSAGE },
  { selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='string']", message: BARE_STRING_MESSAGE },
];

/** Workspaces whose code computes only: the same input gives the same output on any machine. */
const PURE = ['domain', 'seed'];
const NODE_IO = ['node:fs', 'node:fs/promises', 'node:net', 'node:http', 'node:child_process', 'pg', 'kysely', 'fastify'];

function boundary(pkg, allowed) {
  const forbidden = PACKAGES.filter((other) => other !== pkg && !allowed.includes(other));
  const patterns = forbidden.flatMap((other) => [
    { group: [`@app/${other}`, `@app/${other}/*`], message: `${pkg} may not import ${other} (docs/architecture.md, workspaces)` },
    { group: [`**/${other}/src/**`], message: `${pkg} may not import ${other} (docs/architecture.md, workspaces)` },
  ]);
  const paths = PURE.includes(pkg) ? NODE_IO.map((name) => ({ name, message: `${pkg} is pure: no I/O` })) : [];
  return {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
  };
}

/**
 * docs/architecture.md ("Workspaces and what each may import"): the query API owns its read queries and reads the
 * projections' tables, so of projectors it may import only the `*.table.ts` files. Its standalone composition root
 * hands the projector runtime's functions to the app, and its tests run the projections that write the rows they read:
 * those may import more.
 */
function queryApiReadsTablesOnly() {
  const workspace = boundary('query-api', MAY_IMPORT['query-api']);
  const [, options] = workspace.rules['no-restricted-imports'];
  const message = 'query-api may import from projectors only their *.table.ts files (docs/architecture.md, workspaces)';
  const notATable = [
    { regex: '^@app/projectors/(?!.*\\.table$)', message },
    { regex: '/projectors/src/(?!.*\\.table(\\.ts)?$)', message },
  ];
  return [
    { files: workspace.files, rules: { 'no-restricted-imports': ['error', { ...options, patterns: [...options.patterns, ...notATable] }] } },
    { files: ['query-api/src/server.ts', 'query-api/**/*.test.ts', 'query-api/**/testing/**/*.ts'], rules: workspace.rules },
  ];
}

/**
 * The command API's standalone composition root hands the projector runtime's rebuild request to the app, as the
 * query API's hands it the statuses; the app itself still imports no projectors.
 */
function commandApiServerMayComposeProjectors() {
  return { files: ['command-api/src/server.ts'], rules: boundary('command-api', [...MAY_IMPORT['command-api'], 'projectors']).rules };
}

/**
 * The command API's layers (command-api/README.md): routes map HTTP to a command or a workflow and back, so nothing
 * below them imports routes/ (only the app and the servers that register them, and tests), and one area's routes
 * import no other area's: what two areas share is a workflow or a read.
 */
function commandApiLayers() {
  const [, { patterns: workspacePatterns }] = boundary('command-api', MAY_IMPORT['command-api']).rules['no-restricted-imports'];
  const restrict = (files, ignores, pattern) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [...workspacePatterns, pattern] }] },
  });
  return [
    restrict(['command-api/src/**/*.ts'], ['command-api/src/routes/**', 'command-api/src/{app,server}.ts', 'command-api/src/**/*.test.ts'], {
      regex: '(^|/)routes/',
      message: 'only the command API\'s app registers routes/: workflows, reads and commands never import a route (command-api/README.md)',
    }),
    restrict(['command-api/src/routes/**/*.ts'], [], {
      regex: '^\\.\\./(?!\\.\\.)',
      message: 'a route area imports no other route area: share a workflow or a read (command-api/README.md)',
    }),
  ];
}

/**
 * The web app's layers (bulletproof-react): a feature imports no other feature, and the shared layers import no
 * feature and not the app. What two features share lives in web/src/lib (the session, the feature gate) or
 * web/src/components; web/src/app composes features. Flat config replaces a rule's options rather than merging them,
 * so each block repeats the web workspace's own boundary.
 */
const WEB_FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function webLayers() {
  const [, { patterns: workspacePatterns }] = boundary('web', MAY_IMPORT.web).rules['no-restricted-imports'];
  const restrict = (files, pattern) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...workspacePatterns, pattern] }] },
  });
  const perFeature = WEB_FEATURES.map((feature) =>
    restrict([`web/src/features/${feature}/**/*.{ts,tsx}`], {
      regex: `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((other) => other !== feature).join('|')})/`,
      message: `features/${feature} may not import another feature: share it through web/src/lib, or join the two in web/src/app`,
    }),
  );
  const shared = restrict(['web/src/{lib,components,hooks,config,testing}/**/*.{ts,tsx}'], {
    regex: '^(\\.\\./)+(features|app)/',
    message: 'the shared layers (lib, components, hooks) may not import a feature or the app',
  });
  return [...perFeature, shared];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.prerender/**', '.types/**', '.tmp/**', '.data/**', 'test-results/**', 'playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  { ignores: ['domain/src/shared/text.ts'], rules: { 'no-restricted-syntax': ['error', ...BARE_STRING] } },
  // Test doubles implement async ports without awaiting anything.
  { files: ['**/*.test.ts', '**/*.spec.ts', '**/testing/**/*.ts'], rules: { '@typescript-eslint/require-await': 'off' } },
  // vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed any and stand inside the objects a
  // test expects. The other no-unsafe rules still hold in tests, so a JSON body is typed before its fields are read.
  { files: ['**/*.test.ts', '**/*.spec.ts'], rules: { '@typescript-eslint/no-unsafe-assignment': 'off' } },
  ...Object.entries(MAY_IMPORT).map(([pkg, allowed]) => boundary(pkg, allowed)),
  ...queryApiReadsTablesOnly(),
  commandApiServerMayComposeProjectors(),
  ...commandApiLayers(),
  ...webLayers(),
);

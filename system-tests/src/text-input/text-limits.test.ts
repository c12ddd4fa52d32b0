// Every schema that validates a request refuses a megabyte of text in any of its text fields with that field's
// maximum-length message, and nothing else: the length is checked before any other rule and stops them, so no
// pattern ever reads an over-long value (a pattern of three lookaheads on the admin's test-account password froze the
// service for 10.6 s at 100,000 characters). The schemas are found, not listed: every export of every
// `domain/src/**/schemas.ts`, and of the other modules that hold request schemas, and the query and body of every
// call's contract (`domain/src/**/*-api.ts`), are walked down to their text fields.
// The routes' own parameters are covered through the real routes (over-long-text.int.test.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOMAIN = path.join(ROOT, 'domain/src');
/** Request schemas outside `domain/src/**\/schemas.ts`. */
const OTHER_MODULES = ['domain/src/payments/plans.ts', 'domain/src/ideas/idea-list-query.ts', 'domain/src/ideas/admin-idea-list-query.ts'];
const domainModules = (name: (file: string) => boolean) =>
  readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' })
    .filter((file) => name(path.basename(file)))
    .map((file) => path.relative(ROOT, path.join(DOMAIN, file)));
const MODULES = [...domainModules((file) => file === 'schemas.ts'), ...OTHER_MODULES].sort();
/** The calls' contracts: their query and body are request schemas too (their answers are not). */
const CONTRACT_MODULES = domainModules((file) => file.endsWith('-api.ts')).sort();

/** A megabyte: what the body limit lets through. Letters only, the worst case of the pattern above. */
const MEGABYTE = 'a'.repeat(1_000_000);
/**
 * Generous: a guard against quadratic work (minutes at this size), not a benchmark. The fastest of a few runs is
 * what counts, so a pause of the shared machine (a collection, another process) does not decide it.
 */
const PARSE_BOUND_MS = 50;
const TOTAL_BOUND_MS = 1000;

function fastestOf3(work: () => void): number {
  let fastest = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

type Path = (string | number)[];
interface TextField {
  path: Path;
  schema: z.ZodString;
}

/**
 * The text fields of a schema and where they sit in its input (an array's items at index 0). A pipe's output side
 * takes what its input side gave (already checked), unless that side is a transform (a preprocess). A kind of schema
 * the walk does not know stops it, so a new construct cannot hide a field.
 */
function textFields(schema: z.core.$ZodType, at: Path = []): TextField[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      return [{ path: at, schema: schema as unknown as z.ZodString }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) => textFields(field, [...at, key]));
    case 'array':
      return textFields(def.element as z.core.$ZodType, [...at, 0]);
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => textFields(option, at));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return textFields(def.innerType as z.core.$ZodType, at);
    case 'pipe': {
      const input = def.in as z.core.$ZodType;
      return input._zod.def.type === 'transform' ? textFields(def.out as z.core.$ZodType, at) : textFields(input, at);
    }
    case 'transform':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'unknown':
      // `unknown`: taken as it comes and never read as text (a share link's hash is only compared).
      return [];
    default:
      throw new Error(`the walk does not know a ${def.type} schema (at ${at.join('.') || 'the root'}): teach it`);
  }
}

function withValue(at: Path, value: unknown): unknown {
  const [key, ...rest] = at;
  if (key === undefined) return value;
  return typeof key === 'number' ? [withValue(rest, value)] : { [key]: withValue(rest, value) };
}

/** An issue about the field: at it, inside it, or on what holds it (a union that reports its own message). */
const concerns = (issue: z.core.$ZodIssue, at: Path) => issue.path.slice(0, at.length).every((key, index) => key === at[index]) || at.slice(0, issue.path.length).every((key, index) => key === issue.path[index]);

async function requestSchemas(): Promise<{ name: string; schema: z.ZodType }[]> {
  const found: { name: string; schema: z.ZodType }[] = [];
  for (const file of MODULES) {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (value instanceof z.ZodType) found.push({ name: `${file}: ${name}`, schema: value });
  }
  for (const file of CONTRACT_MODULES) {
    const exports = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [area, value] of Object.entries(exports)) {
      if (typeof value !== 'object' || value === null || value instanceof z.ZodType) continue;
      for (const [call, contract] of Object.entries(value as Record<string, { query?: unknown; body?: unknown }>)) {
        for (const part of ['query', 'body'] as const) {
          const schema = contract[part];
          if (schema instanceof z.ZodType) found.push({ name: `${file}: ${area}.${call} ${part}`, schema });
        }
      }
    }
  }
  return found;
}

const schemas = await requestSchemas();
const cases = schemas.flatMap(({ name, schema }) => textFields(schema).map((field) => ({ name: `${name} ${field.path.join('.') || '(the value)'}`, schema, field })));

describe('request schemas', () => {
  it('are found in every schema module, with text fields', () => {
    expect(MODULES.length).toBeGreaterThanOrEqual(10);
    expect(schemas.length).toBeGreaterThan(30);
    expect(cases.length).toBeGreaterThan(60);
  });

  for (const { name, schema, field } of cases) {
    it(`${name}: checks a maximum length before any other rule, and stops there`, () => {
      // A trim may come first: it only drops blanks. Then the limit, stopping the rules after it when it fails.
      const rules = (field.schema._zod.def.checks ?? []).map((check) => check._zod.def as z.core.$ZodCheckDef & { abort?: boolean });
      expect(rules.find((rule) => rule.check !== 'overwrite')).toMatchObject({ check: 'max_length', abort: true });
    });

    it(`${name}: refuses a megabyte with its maximum-length message alone, at once`, () => {
      const message = field.schema.safeParse(MEGABYTE).error?.issues[0]?.message;
      expect(message).toBeDefined();
      expect(message, "zod's default").not.toMatch(/^Too big/);
      const input = withValue(field.path, MEGABYTE);
      const result = schema.safeParse(input);
      expect(result.error?.issues.filter((issue) => concerns(issue, field.path)).map((issue) => issue.message)).toEqual([message]);
      expect(fastestOf3(() => schema.safeParse(input))).toBeLessThan(PARSE_BOUND_MS);
    });
  }

  it('refuses a megabyte in every field of every schema within a bound for all of them', () => {
    const inputs = cases.map(({ schema, field }) => ({ schema, input: withValue(field.path, MEGABYTE) }));
    expect(fastestOf3(() => inputs.forEach(({ schema, input }) => schema.safeParse(input)))).toBeLessThan(TOTAL_BOUND_MS);
  });
});

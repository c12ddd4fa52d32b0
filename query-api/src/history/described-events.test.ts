// Every event type the domain declares has its line in the audit trail. The description table is typed over the
// event unions the history knows, so a type added to one of them fails to compile; this reads the domain's sources
// for every declared event, so an event of a new aggregate, in no union the history knows yet, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESCRIBED_EVENT_TYPES } from '@app/domain/history/describe-event';

const DOMAIN = fileURLToPath(new URL('../../../domain/src', import.meta.url));

/** `DomainEvent<'Type', ...>`, `DomainEvent<typeof TYPE_CONSTANT, ...>` and the reservations' `${K}Reserved` ones. */
function declaredEventTypes(): string[] {
  const types: string[] = [];
  const files = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const source = readFileSync(join(DOMAIN, file), 'utf8');
    const constants = new Map([...source.matchAll(/const (\w+) = '(\w+)'/g)].map((match) => [match[1]!, match[2]!]));
    const kinds = [...(/type \w*Kind = ((?:'\w+'(?: \| )?)+);/.exec(source)?.[1]?.matchAll(/'(\w+)'/g) ?? [])].map((match) => match[1]!);
    for (const match of source.matchAll(/DomainEvent<\s*(?:'(\w+)'|typeof (\w+)|`\$\{\w+\}(\w+)`)/g)) {
      if (match[1]) types.push(match[1]);
      else if (match[2]) types.push(constants.get(match[2]) ?? `unresolved ${match[2]} in ${file}`);
      else types.push(...kinds.map((kind) => `${kind}${match[3]}`));
    }
  }
  return types;
}

describe('the audit trail describes every event', () => {
  it('has a description for every event type the domain declares', () => {
    const declared = declaredEventTypes();
    // The scan itself must find the domain's events: the platform idea's, the accounts' reservations, the projections'.
    expect(declared).toEqual(expect.arrayContaining(['IdeaCreated', 'EmailReserved', 'UsernameReleased', 'ProjectionRebuildRequested', 'IdeaViewsRecorded']));
    expect(declared.filter((type) => !(DESCRIBED_EVENT_TYPES as readonly string[]).includes(type))).toEqual([]);
  });
});

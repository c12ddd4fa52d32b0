// Text no store can hold (U+0000, a surrogate without its pair) is refused with a 400 naming the field, on the calls
// that used to store it: the Builder Studio form sealed it and its projection then failed on every retry; eight
// routes failed the append with a 500. Commands that do not come from a form are refused at the append the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@app/domain/shared/errors';
import { unstorableTextMessage } from '@app/domain/shared/text';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { CALLS, openTextInputKit, type TextField, type TextInputKit } from './text-input-kit';

let kit: TextInputKit;
beforeAll(async () => {
  kit = await openTextInputKit();
});
afterAll(() => kit?.close());

const callOf = (method: string, route: string) => {
  const call = CALLS.find((candidate) => candidate.method === method && candidate.route === route);
  if (!call) throw new Error(`no call ${method} ${route}`);
  return call;
};

async function expectRefused(method: string, route: string, field: TextField, text: string) {
  const response = await kit.send(callOf(method, route), field, text);
  const name = field.slice(field.indexOf('.') + 1);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: { message: unstorableTextMessage(name), errors: { [name]: unstorableTextMessage(name) } },
  });
}

describe('POST /api/builder-studio/apply', () => {
  it('refuses U+0000 in the name with a 400 naming it, and stores nothing', async () => {
    await expectRefused('POST', '/api/builder-studio/apply', 'body.name', 'Ada\u0000Lovelace');
    const applicants = await kit.request('GET', '/api/admin/builder-studio-applicants', { token: kit.adminToken });
    expect(JSON.stringify(applicants.json())).not.toContain('Ada\\u0000Lovelace');
    const studio = (await getProjectionStatuses(kit.platform.infra.db.withTables<RegistryDatabase>(), kit.platform.infra.eventStore)).find(({ name }) => name.includes('studio'));
    expect(studio?.error).toBeNull();
  });
});

describe('the routes that answered 500', () => {
  it.each([
    ['POST', '/api/trends', 'body.title', 'Ports\u0000'],
    ['POST', '/api/ideas/generate-ugi', 'body.userContext', 'Small ports \u0000 schedule berths'],
    ['POST', '/api/ideas/generate-ugp2p', 'body.userContext', 'Small ports \ud800 schedule berths'],
    ['PUT', '/api/ideas/edit/:id', 'body.problem', 'Berths\udfff booked by phone'],
    ['PUT', '/api/documents/edit/:id', 'body.content', '# PRD\u0000'],
    ['POST', '/api/admin/ideas/create/newidea', 'body.description', 'Berth scheduling \ud83d for small ports'],
    ['PUT', '/api/admin/ideas/:id', 'body.tags.0', 'ports\u0000'],
    ['PUT', '/api/admin/documents/:id', 'body.content', '\udc00# PRD'],
  ] as const)('%s %s: 400 naming %s', async (method, route, field, text) => {
    await expectRefused(method, route, field, text);
  });
});

describe('query strings', () => {
  it.each([
    ['/api/dev/mailbox', 'query.to'],
    ['/api/ideas', 'query.search'],
    ['/api/trends', 'query.type'],
  ] as const)('GET %s: 400 naming %s', async (route, field) => {
    await expectRefused('GET', route, field, 'ports\u0000');
  });
});

describe('commands that are not a form', () => {
  it('are refused (400) before the append when their events hold text that cannot be stored', async () => {
    const edit = kit.onIdea(kit.fixtures.ideaId, { type: 'EditIdea', data: { changes: { solution: 'A shared calendar\u0000' } } });
    await expect(edit).rejects.toBeInstanceOf(ValidationError);
    await expect(edit).rejects.toMatchObject({ errors: { 'changes.solution': unstorableTextMessage('changes.solution') } });
  });
});

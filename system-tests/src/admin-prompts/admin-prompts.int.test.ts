// The System Prompts calls through the composed platform (docs/product.md "Admin: System Prompts"): who may read and
// edit them, the spec's messages, partial updates, and that the very next generation is asked with the edited prompt.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMPTS } from '@app/domain/prompts/default-prompts';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { promptContents, promptsByField, type PromptsByField } from '@app/domain/prompts/prompt-fields';
import { problemPromptValues } from '@app/domain/prompts/prompt-values';
import { PROMPTS_STREAM_ID } from '@app/domain/prompts/prompts-events';
import { StreamNotFound } from '@app/infra/event-store/errors';
import { openWorkspaceCommandKit, type Member, type WorkspaceCommandKit } from '../workspace-commands/workspace-command-kit';

let kit: WorkspaceCommandKit;
let pro: Member;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  pro = await kit.member('PRO');
}, 60_000);
afterAll(() => kit?.close());

const DEFAULTS = promptsByField(promptContents(DEFAULT_PROMPTS));
const PROBLEM = 'Small ports still schedule berths by phone, and ships wait at anchor for hours.';

const read = (token?: string) => kit.request('GET', '/api/admin/prompts', token ? { token } : {});
/** `token` null: signed out. */
const save = (body: unknown, token: string | null = kit.adminToken) =>
  kit.request('PUT', '/api/admin/prompts', { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
const promptsInForce = async () => (await read(kit.adminToken)).json<{ prompts: PromptsByField }>().prompts;
const promptEvents = async () => {
  try {
    return await kit.platform.infra.eventStore.readStream(PROMPTS_STREAM_ID);
  } catch (error) {
    if (error instanceof StreamNotFound) return [];
    throw error;
  }
};

describe('GET /api/admin/prompts', () => {
  it('answers the defaults, by the spec field names, until an admin edits one', async () => {
    const response = await read(kit.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ prompts: DEFAULTS });
    expect(Object.keys(DEFAULTS.ideaPrompts)).toEqual(['free', 'premium', 'ugi', 'ugp2p']);
    expect(DEFAULTS.powerUpPrompts.viralitySuggestions).toBe(DEFAULT_PROMPTS.PU_SUGGESTIONS.content);
  });
});

describe('who may read and edit the prompts', () => {
  const body = { documentPrompts: { prd: 'A one-page PRD for {{title}}' } };

  it('answers 401 when signed out', async () => {
    for (const response of [await read(), await save(body, null)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to access this feature' });
    }
  });

  it('answers 403 to every other role, and records nothing', async () => {
    const premium = await kit.member('PREMIUM');
    for (const token of [kit.freeToken, premium.token, pro.token]) {
      for (const response of [await read(token), await save(body, token)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Admin access required' });
      }
    }
    expect(await promptEvents()).toEqual([]);
  });
});

describe('PUT /api/admin/prompts: validation', () => {
  const refused = async (body: unknown, message: string, errors?: Record<string, string>) => {
    const response = await save(body);
    expect(response.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    expect(response.json()).toMatchObject({ message, ...(errors ? { errors } : {}) });
  };

  it("refuses content under 10 or over 10000 characters with the spec's messages, naming the field", async () => {
    await refused({ ideaPrompts: { free: 'Too short' } }, 'Prompt content must be at least 10 characters', {
      'ideaPrompts.free': 'Prompt content must be at least 10 characters',
    });
    await refused({ ideaPrompts: { premium: `   ${'x'.repeat(9)}   ` } }, 'Prompt content must be at least 10 characters');
    await refused({ powerUpPrompts: { validationHacks: 'x'.repeat(10_001) } }, 'Prompt content cannot exceed 10000 characters', {
      'powerUpPrompts.validationHacks': 'Prompt content cannot exceed 10000 characters',
    });
    await refused({ documentPrompts: { gtm: 42 } }, 'Prompt content must be at least 10 characters');
  });

  it('refuses a request that changes nothing: no body, an empty one, or empty groups', async () => {
    for (const body of [undefined, {}, { ideaPrompts: {} }, { documentPrompts: {}, powerUpPrompts: {} }]) {
      await refused(body, 'No prompts to update');
    }
  });

  it('refuses fields the spec does not name, and bodies that are not objects', async () => {
    await refused({ systemPrompts: { free: 'A free idea in {{category}}' } }, 'Unknown prompt field: systemPrompts');
    await refused({ ideaPrompts: { IDEA_FREE: 'A free idea in {{category}}' } }, 'Unknown prompt field: IDEA_FREE');
    const array = await save([{ ideaPrompts: {} }]);
    expect(array.statusCode).toBe(400);
  });

  it('takes 10 and 10000 characters, and records none of the refused requests', async () => {
    expect(await promptEvents()).toEqual([]);
    expect((await save({ ideaPrompts: { free: 'x'.repeat(10), premium: 'y'.repeat(10_000) } })).statusCode).toBe(200);
    expect(await promptsInForce()).toMatchObject({ ideaPrompts: { free: 'x'.repeat(10), premium: 'y'.repeat(10_000) } });
    expect(await save({ ideaPrompts: { free: DEFAULTS.ideaPrompts.free, premium: DEFAULTS.ideaPrompts.premium } })).toMatchObject({ statusCode: 200 });
  });
});

describe('PUT /api/admin/prompts: partial updates', () => {
  it('changes the prompts sent and keeps the others, recording one event with the admin as its actor', async () => {
    const before = (await promptEvents()).length;
    const gtm = 'Write a go-to-market plan for {{title}} aimed at {{businessModel}} buyers, with a 90-day launch plan.';
    const response = await save({ documentPrompts: { gtm } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Prompts saved successfully', position: expect.any(String) });

    expect(await promptsInForce()).toEqual({ ...DEFAULTS, documentPrompts: { ...DEFAULTS.documentPrompts, gtm } });
    const events = await promptEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      type: 'PromptsUpdated',
      data: { prompts: { DOC_GTM: { title: DEFAULT_PROMPTS.DOC_GTM.title, content: gtm } } },
      metadata: { userId: expect.any(String) },
    });
    expect(Object.keys((events.at(-1)?.data as { prompts: object }).prompts)).toEqual(['DOC_GTM']);
  });

  it('records nothing for an edit equal to the prompts in force, and still answers 200', async () => {
    const before = (await promptEvents()).length;
    const inForce = await promptsInForce();
    const response = await save(inForce);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Prompts saved successfully' });
    expect(await promptEvents()).toHaveLength(before);
  });

  it('records only the changed prompts when the whole form is sent', async () => {
    const inForce = await promptsInForce();
    const differentiators = 'List five moats for {{title}}, strongest first, each with how long it takes to build.';
    expect((await save({ ...inForce, powerUpPrompts: { ...inForce.powerUpPrompts, differentiators } })).statusCode).toBe(200);
    expect((await promptEvents()).at(-1)?.data).toMatchObject({ prompts: { PU_DIFFERENTIATORS: { content: differentiators } } });
    expect(Object.keys(((await promptEvents()).at(-1)?.data as { prompts: object }).prompts)).toEqual(['PU_DIFFERENTIATORS']);
  });
});

describe('the next generation after an edit', () => {
  it("asks the AI with the edited prompt, filled with the member's problem", async () => {
    const ugi = 'You design one product for this problem: {{userContext}}. Categories wanted: {{category}}. Answer as JSON.';
    expect((await save({ ideaPrompts: { ugi } })).statusCode).toBe(200);

    const spy = vi.spyOn(kit.platform.infra.ai, 'generateIdea');
    try {
      const edited = await kit.request('POST', '/api/ideas/generate-ugi', { token: pro.token, body: { userContext: PROBLEM, categories: 'LogisticsTech' } });
      expect(edited.statusCode).toBe(201);
      const untouched = await kit.request('POST', '/api/ideas/generate-ugp2p', { token: pro.token, body: { userContext: PROBLEM } });
      expect(untouched.statusCode).toBe(201);
      expect(spy.mock.calls.map(([input]) => input)).toEqual([
        { promptType: 'IDEA_UGI', prompt: fillPrompt(ugi, problemPromptValues(PROBLEM, 'LogisticsTech')), userContext: PROBLEM },
        { promptType: 'IDEA_UGP2P', prompt: fillPrompt(DEFAULT_PROMPTS.IDEA_UGP2P.content, problemPromptValues(PROBLEM)), userContext: PROBLEM },
      ]);
      expect(spy.mock.calls[0]?.[0].prompt).toBe(
        `You design one product for this problem: ${PROBLEM}. Categories wanted: LogisticsTech. Answer as JSON.`,
      );
    } finally {
      spy.mockRestore();
    }
  });
});

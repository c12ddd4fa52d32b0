// The workspace's idea calls through the composed platform with the local AI provider (docs/product.md "Workspace and
// AI generation", "Limits"): save, check, problem-to-product with its monthly cap, edit and share, with their statuses,
// texts and events.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upcast } from '@app/domain/shared/upcasters';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { IDEA_LIMIT_MESSAGE, MONTHLY_IDEA_LIMIT } from '@app/domain/workspace/limits';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { StreamNotFound } from '@app/infra/event-store/errors';
import { openPersonalFields } from '@app/infra/personal-data/personal-field';
import { openWorkspaceCommandKit, recordedIdeas, type Member, type WorkspaceCommandKit } from './workspace-command-kit';

let kit: WorkspaceCommandKit;
let pro: Member;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  pro = await kit.member('PRO');
}, 60_000);
afterAll(() => kit?.close());

const PROBLEM = 'Small ports still schedule berths by phone and spreadsheets, and ships wait at anchor for hours.';
/** The member's workspace events, their texts opened as every reader opens them (sealed in the store). */
async function workspaceEvents(userId: string) {
  const { eventStore, personalData } = kit.platform.infra;
  const events = (await eventStore.readStream(workspaceStreamId(userId))).map(upcast);
  const data = await openPersonalFields(personalData, events.map((event) => event.data));
  return events.map((event, index) => ({ type: event.type, data: data[index] as Record<string, unknown> }));
}
const generate = (member: Member | undefined, body: unknown = { userContext: PROBLEM }, path = '/api/ideas/generate-ugi') =>
  kit.request('POST', path, { ...(member ? { token: member.token } : {}), body });
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1).toISOString();
};

describe('POST /api/collections/{ideaId} (save to workspace)', () => {
  it('copies a visible idea to the member workspace and answers 201 with the copy id and the position', async () => {
    const ideaId = await kit.publishedIdea({ title: 'Tide Tables', description: 'Harbour scheduling for small ports.', problem: 'Ports wait.' });
    const member = await kit.member('FREE');
    const response = await kit.request('POST', `/api/collections/${ideaId}`, { token: member.token });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; copyId: number; position: string }>();
    expect(body).toEqual({ message: 'Idea saved to your workspace', copyId: expect.any(Number), position: expect.any(String) });
    expect(body.copyId).toBeGreaterThanOrEqual(700000);
    const [saved] = await workspaceEvents(member.userId);
    expect(saved).toMatchObject({
      type: 'IdeaSavedToWorkspace',
      data: { userId: member.userId, copyId: body.copyId, kind: 'idea', originalId: ideaId, subjectId: member.userId, personal: { idea: { title: 'Tide Tables', problem: 'Ports wait.', type: 'FREE' } } },
    });
  });

  it('copies the idea as edited since its creation', async () => {
    const ideaId = await kit.publishedIdea({ title: 'Old title' });
    await kit.request('PUT', `/api/admin/ideas/${ideaId}`, { token: kit.adminToken, body: { title: 'New title' } });
    const member = await kit.member('FREE');
    await kit.request('POST', `/api/collections/${ideaId}`, { token: member.token });
    expect((await workspaceEvents(member.userId))[0]?.data.personal).toMatchObject({ idea: { title: 'New title' } });
  });

  it('refuses a second save of the same idea with 409', async () => {
    const ideaId = await kit.publishedIdea();
    const member = await kit.member('FREE');
    expect((await kit.request('POST', `/api/collections/${ideaId}`, { token: member.token })).statusCode).toBe(201);
    const again = await kit.request('POST', `/api/collections/${ideaId}`, { token: member.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Idea already saved to your workspace' });
    expect(await workspaceEvents(member.userId)).toHaveLength(1);
  });

  it('needs PREMIUM or above for a premium idea', async () => {
    const ideaId = await kit.publishedIdea({ type: 'PREMIUM' });
    const free = await kit.request('POST', `/api/collections/${ideaId}`, { token: kit.freeToken });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'Upgrade to PREMIUM to access this feature' });
    const premium = await kit.member('PREMIUM');
    expect((await kit.request('POST', `/api/collections/${ideaId}`, { token: premium.token })).statusCode).toBe(201);
  });

  it('answers 404 for an idea a member cannot see (unpublished, archived, deleted, unknown); ADMIN saves any live idea', async () => {
    const unpublished = await kit.createIdea();
    const deleted = await kit.publishedIdea();
    await kit.request('DELETE', `/api/admin/ideas/${deleted}`, { token: kit.adminToken });
    for (const path of [`/api/collections/${unpublished}`, `/api/collections/${deleted}`, '/api/collections/99999999', '/api/collections/abc']) {
      const response = await kit.request('POST', path, { token: pro.token });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'Idea not found' });
    }
    expect((await kit.request('POST', `/api/collections/${unpublished}`, { token: kit.adminToken })).statusCode).toBe(201);
    expect((await kit.request('POST', `/api/collections/${deleted}`, { token: kit.adminToken })).statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const ideaId = await kit.publishedIdea();
    expect((await kit.request('POST', `/api/collections/${ideaId}`)).statusCode).toBe(401);
  });
});

describe('POST /api/ideas/generate-ugi and /generate-ugp2p', () => {
  it('creates a private UGI idea and its copy from the sequences, and answers 201 with the idea and the position', async () => {
    const response = await generate(pro, { userContext: PROBLEM, categories: '' });
    expect(response.statusCode).toBe(201);
    const { idea, position } = response.json<{ idea: Record<string, unknown>; position: string }>();
    expect(position).toEqual(expect.any(String));
    expect(idea).toMatchObject({
      source: 'UGI', status: 'Unpublished', private: true, creatorId: pro.userId, autoDeleted: false,
      title: expect.any(String), description: expect.any(String), problem: expect.any(String), solution: expect.any(String),
    });
    expect(idea.id).toBeGreaterThanOrEqual(100000);
    expect(idea.id).toBeLessThan(200000);
    expect(idea.copyId).toBeGreaterThanOrEqual(300000);
    expect(idea.copyId).toBeLessThan(500000);
    const events = await workspaceEvents(pro.userId);
    expect(events.at(-1)).toMatchObject({
      type: 'UserIdeaGenerated',
      data: {
        userId: pro.userId, ideaId: idea.id, copyId: idea.copyId, source: 'UGI', private: true, personal: { userContext: PROBLEM },
        generation: { promptType: 'IDEA_UGI', model: expect.any(String), tokensIn: expect.any(Number), tokensOut: expect.any(Number), latencyMs: expect.any(Number) },
      },
    });
  });

  it('serves the UGP2P reading, public when asked', async () => {
    const response = await generate(pro, { userContext: PROBLEM, isPrivate: false }, '/api/ideas/generate-ugp2p');
    expect(response.statusCode).toBe(201);
    const { idea } = response.json<{ idea: { id: number; copyId: number; source: string; private: boolean } }>();
    expect(idea).toMatchObject({ source: 'UGP2P', private: false });
    expect(idea.id).toBeGreaterThanOrEqual(200000);
    expect(idea.id).toBeLessThan(300000);
    expect(idea.copyId).toBeGreaterThanOrEqual(500000);
    expect(idea.copyId).toBeLessThan(700000);
    expect((await workspaceEvents(pro.userId)).at(-1)?.data.generation).toMatchObject({ promptType: 'IDEA_UGP2P' });
  });

  it("checks in the product's order: signed in, verified, the cap, PRO, then the text", async () => {
    expect((await generate(undefined)).statusCode).toBe(401);
    const unverified = await kit.request('POST', '/api/auth/register', {
      body: { email: 'unverified-generator@example.com', username: 'unverified_gen', password: 'Secret-pass1!', confirmPassword: 'Secret-pass1!' },
    });
    const notVerified = await generate({ userId: '', token: unverified.json<{ token: string }>().token });
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json()).toEqual({ message: 'Please check your inbox to continue.' });
    const premium = await kit.member('PREMIUM');
    const upgrade = await generate(premium, { userContext: '   ' });
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json()).toEqual({ message: 'Upgrade to PRO to access this feature' });
    await kit.appendToWorkspace(premium.userId, recordedIdeas(premium.userId, MONTHLY_IDEA_LIMIT, new Date().toISOString()));
    expect((await generate(premium, { userContext: '   ' })).statusCode).toBe(429);
  });

  it.each([
    ['no text', {}, 'Please enter an idea description'],
    ['blank text', { userContext: '   \n ' }, 'Please enter an idea description'],
    ['5001 characters', { userContext: 'x'.repeat(5001) }, 'Idea description cannot exceed 5000 characters'],
    ['a visibility that is not a boolean', { userContext: PROBLEM, isPrivate: 'no' }, 'isPrivate must be true or false'],
  ])('refuses %s with 400', async (_, body, message) => {
    const response = await generate(pro, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('allows the 1500th idea of the UTC month, refuses the 1501st with 429, and counts afresh in a new month', async () => {
    const member = await kit.member('PRO');
    await kit.appendToWorkspace(member.userId, recordedIdeas(member.userId, MONTHLY_IDEA_LIMIT, lastMonth()));
    await kit.appendToWorkspace(member.userId, recordedIdeas(member.userId, MONTHLY_IDEA_LIMIT - 1, new Date().toISOString(), MONTHLY_IDEA_LIMIT));
    expect((await generate(member)).statusCode).toBe(201);
    const refused = await generate(member, { userContext: PROBLEM }, '/api/ideas/generate-ugp2p');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: IDEA_LIMIT_MESSAGE });
    expect(IDEA_LIMIT_MESSAGE).toBe('You have reached the maximum limit of 1500 ideas for this month. To request an increase, please contact us at support@ideaplatform.app.');
  });

  it('gives the last slot of the month to exactly one of two concurrent generations', async () => {
    const member = await kit.member('PRO');
    await kit.appendToWorkspace(member.userId, recordedIdeas(member.userId, MONTHLY_IDEA_LIMIT - 1, new Date().toISOString()));
    // Both requests pass the check on the workspace they loaded and generate; only then does either append.
    const ai = kit.platform.infra.ai;
    const original = ai.generateIdea.bind(ai);
    let waiting = 0;
    let release!: () => void;
    const bothGenerating = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(ai, 'generateIdea').mockImplementation(async (input, signal) => {
      waiting += 1;
      if (waiting === 2) release();
      await bothGenerating;
      return original(input, signal);
    });
    try {
      const answers = await Promise.all([generate(member), generate(member, { userContext: PROBLEM }, '/api/ideas/generate-ugp2p')]);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
      expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({ message: IDEA_LIMIT_MESSAGE });
    } finally {
      spy.mockRestore();
    }
    expect((await workspaceEvents(member.userId)).filter((event) => event.type === 'UserIdeaGenerated')).toHaveLength(MONTHLY_IDEA_LIMIT);
  });

  it('answers 502 with the spec text when the AI fails, and records nothing', async () => {
    const member = await kit.member('PRO');
    const spy = vi.spyOn(kit.platform.infra.ai, 'generateIdea').mockRejectedValueOnce(new AiGenerationFailed('the model timed out'));
    try {
      const response = await generate(member);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Failed to generate idea. Please try again.' });
    } finally {
      spy.mockRestore();
    }
    await expect(workspaceEvents(member.userId)).rejects.toBeInstanceOf(StreamNotFound);
  });
});

describe('POST /api/collections/check-idea/{id}/UGI and /UGP2P', () => {
  it('says whether the caller workspace holds the user idea', async () => {
    const member = await kit.member('PRO');
    const { idea } = (await generate(member)).json<{ idea: { id: number } }>();
    const check = (token: string, id: number | string, type: string) => kit.request('POST', `/api/collections/check-idea/${id}/${type}`, { token, body: { title: 'x' } });
    expect((await check(member.token, idea.id, 'UGI')).json()).toEqual({ success: true, exists: true });
    expect((await check(member.token, idea.id, 'UGP2P')).json()).toEqual({ success: true, exists: false });
    expect((await check(pro.token, idea.id, 'UGI')).json()).toEqual({ success: true, exists: false });
    expect((await check(member.token, idea.id, 'FD')).statusCode).toBe(400);
    expect((await kit.request('POST', `/api/collections/check-idea/${idea.id}/UGI`)).statusCode).toBe(401);
  });
});

describe('PUT /api/ideas/edit/{id}', () => {
  it('edits the member copy of a generated idea and answers with the workspace idea', async () => {
    const member = await kit.member('PRO');
    const { idea } = (await generate(member)).json<{ idea: Record<string, unknown> & { id: number; copyId: number } }>();
    const response = await kit.request('PUT', `/api/ideas/edit/${idea.copyId}`, {
      token: member.token,
      body: { ...idea, title: 'Berth Board', problem: 'Ships wait at anchor.', updatedAt: idea.updatedAt },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      idea: { id: idea.copyId, originalId: idea.id, source: 'UGI', status: 'Unpublished', private: true, title: 'Berth Board', problem: 'Ships wait at anchor.' },
      position: expect.any(String),
    });
    expect((await workspaceEvents(member.userId)).at(-1)).toEqual({
      type: 'WorkspaceIdeaEdited',
      data: {
        userId: member.userId, copyId: idea.copyId, kind: 'ugi', fields: ['title', 'problem'], at: expect.any(String),
        personal: { changes: { title: 'Berth Board', problem: 'Ships wait at anchor.' } },
      },
    });
  });

  it("edits a platform idea's copy with the original's status", async () => {
    const ideaId = await kit.publishedIdea();
    const member = await kit.member('FREE');
    const { copyId } = (await kit.request('POST', `/api/collections/${ideaId}`, { token: member.token })).json<{ copyId: number }>();
    const response = await kit.request('PUT', `/api/ideas/edit/${copyId}`, { token: member.token, body: { description: 'My own notes on this idea.' } });
    expect(response.json()).toMatchObject({ idea: { id: copyId, originalId: ideaId, source: 'FD', status: 'Published', private: false, description: 'My own notes on this idea.' } });
  });

  it('validates like the admin idea form', async () => {
    const member = await kit.member('PRO');
    const { idea } = (await generate(member)).json<{ idea: { copyId: number } }>();
    const short = await kit.request('PUT', `/api/ideas/edit/${idea.copyId}`, { token: member.token, body: { title: 'ab' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Title must be at least 3 characters', errors: { title: 'Title must be at least 3 characters' } });
  });

  it("answers 404 for a copy in someone else's workspace", async () => {
    const member = await kit.member('PRO');
    const { idea } = (await generate(member)).json<{ idea: { copyId: number } }>();
    const response = await kit.request('PUT', `/api/ideas/edit/${idea.copyId}`, { token: pro.token, body: { title: 'Not mine' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Idea not found in your workspace' });
    expect((await kit.request('PUT', `/api/ideas/edit/${idea.copyId}`, { body: { title: 'Anonymous' } })).statusCode).toBe(401);
  });
});

describe('PUT /api/ideas/share/{id}', () => {
  it('shares a private generated idea by its id or its copy id, once', async () => {
    const member = await kit.member('PRO');
    const { idea } = (await generate(member)).json<{ idea: { id: number; copyId: number } }>();
    const share = (id: number, type = 'UGI', token = member.token) => kit.request('PUT', `/api/ideas/share/${id}`, { token, body: { type } });
    const first = await share(idea.copyId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Idea shared on Platform. Waiting for approval', position: expect.any(String) });
    expect((await workspaceEvents(member.userId)).at(-1)).toEqual({ type: 'UserIdeaShared', data: { userId: member.userId, ideaId: idea.id, source: 'UGI', at: expect.any(String) } });
    const again = await share(idea.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Idea shared on Platform. Waiting for approval' });
    expect((await workspaceEvents(member.userId)).filter((event) => event.type === 'UserIdeaShared')).toHaveLength(1);
  });

  it('answers 404 for an idea the member did not generate', async () => {
    const member = await kit.member('PRO');
    const { idea } = (await generate(member)).json<{ idea: { id: number } }>();
    for (const [id, type, token] of [[idea.id, 'UGI', pro.token], [idea.id, 'UGP2P', member.token]] as const) {
      const response = await kit.request('PUT', `/api/ideas/share/${id}`, { token, body: { type } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Idea not found in UGI or UGP2P collections' });
    }
    const badType = await kit.request('PUT', `/api/ideas/share/${idea.id}`, { token: member.token, body: { type: 'FD' } });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ message: 'Type must be UGI or UGP2P' });
  });
});

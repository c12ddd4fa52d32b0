// Members' ideas scored through the job queue, on the composed platform (in-process queue, the local AI): an idea
// generated public is scored, a private one only once it is shared, a public one again after its creator edits a
// scored field; the scorecard is sealed under the member's key in their workspace; an admin's re-score of every idea
// covers members' public ideas (docs/product.md "Scores and market sizing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobAcceptedAnswer } from '@app/domain/jobs/job-view';
import { DEFAULT_PROMPTS } from '@app/domain/prompts/default-prompts';
import type { Scorecard } from '@app/domain/scoring/scorecard';
import { workspaceStreamId, type UserIdeaScored } from '@app/domain/workspace/workspace-events';
import { openPersonalField } from '@app/infra/personal-data/personal-field';
import { isSealed } from '@app/infra/personal-data/sealed-value';
import { openWorkspaceCommandKit, type Member, type WorkspaceCommandKit } from '../workspace-commands/workspace-command-kit';
import { eventually, finishedScoringJob } from './scoring-waits';

let kit: WorkspaceCommandKit;
let creator: Member;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  creator = await kit.member('PRO');
}, 60_000);
afterAll(() => kit?.close());

const PROBLEM = 'Small ports still schedule berths by phone and spreadsheets, and ships wait at anchor for hours.';

async function generated(isPrivate: boolean): Promise<{ id: number; copyId: number }> {
  const response = await kit.request('POST', '/api/ideas/generate-ugi', { token: creator.token, body: { userContext: PROBLEM, isPrivate } });
  if (response.statusCode !== 201) throw new Error(`generate: ${response.statusCode} ${response.body}`);
  return response.json<{ idea: { id: number; copyId: number } }>().idea;
}

/** The scores recorded in the creator's workspace, as stored (sealed). */
async function storedScores(ideaId?: number): Promise<UserIdeaScored['data'][]> {
  const events = await kit.platform.infra.eventStore.readStream(workspaceStreamId(creator.userId));
  return events.filter((event) => event.type === 'UserIdeaScored').map((event) => event.data as UserIdeaScored['data']).filter((data) => ideaId === undefined || data.ideaId === ideaId);
}

const finishedJob = (jobId: string) => finishedScoringJob(kit.platform.infra.eventStore, jobId);

describe("scoring members' public ideas through the job queue", () => {
  let publicIdea: { id: number; copyId: number };
  let privateIdea: { id: number; copyId: number };
  let neverShared: { id: number; copyId: number };

  it("scores an idea generated public, its scorecard sealed under the member's key and the overall in clear", async () => {
    publicIdea = await generated(false);
    const [score] = await eventually(() => storedScores(publicIdea.id), (scores) => scores.length > 0, 'the public idea scored');
    expect(score).toMatchObject({ userId: creator.userId, ideaId: publicIdea.id, source: 'UGI', rubricVersion: 1, provider: 'local' });
    expect(isSealed(score!.personal)).toBe(true);
    expect(JSON.stringify(score!.personal)).not.toContain('reason');
    const opened = (await openPersonalField(kit.platform.infra.personalData, score)) as { personal: { scorecard: Scorecard } };
    expect(opened.personal.scorecard.overall).toBe(score!.overall);
    expect(opened.personal.scorecard.dimensions.opportunity.reason).toMatch(/Market size/);
  });

  it('scores a private idea only once it is shared, and a public one again after an edit of a scored field', async () => {
    privateIdea = await generated(true);
    neverShared = await generated(true);
    const shared = await kit.request('PUT', `/api/ideas/share/${privateIdea.copyId}`, { token: creator.token, body: { type: 'UGI' } });
    expect(shared.statusCode).toBe(200);
    await eventually(() => storedScores(privateIdea.id), (scores) => scores.length > 0, 'the shared idea scored');

    const edit = (body: object) => kit.request('PUT', `/api/ideas/edit/${publicIdea.copyId}`, { token: creator.token, body });
    expect((await edit({ tags: ['ports', 'berths'] })).statusCode).toBe(200);
    expect((await edit({ competition: 'High — dozens of port software vendors' })).statusCode).toBe(200);
    const scores = await eventually(() => storedScores(publicIdea.id), (found) => found.length > 1, 'the edited idea scored again');
    expect(scores[1]!.fieldsHash).not.toBe(scores[0]!.fieldsHash);
    // Sharing again records nothing and asks for no score.
    expect((await kit.request('PUT', `/api/ideas/share/${privateIdea.id}`, { token: creator.token, body: { type: 'UGI' } })).statusCode).toBe(200);
    expect(await storedScores(neverShared.id)).toEqual([]);
  });

  it("covers members' public ideas in an admin's re-score of every idea, and passes over the private ones", async () => {
    const scoring = `${DEFAULT_PROMPTS.SCORING.content}\nWeigh the member's own evidence.`;
    expect((await kit.request('PUT', '/api/admin/prompts', { token: kit.adminToken, body: { scoringPrompts: { scoring } } })).statusCode).toBe(200);
    const answer = await kit.request('POST', '/api/admin/scoring/rubrics/2/rescore', { token: kit.adminToken });
    expect(answer.statusCode).toBe(202);
    const result = await finishedJob(answer.json<JobAcceptedAnswer>().jobId);
    expect(result).toEqual({ kind: 'score-ideas', rubricVersion: 2, scored: 2, unchanged: 0, failed: 0 });
    const underTwo = (await storedScores()).filter((score) => score.rubricVersion === 2).map((score) => score.ideaId);
    expect(underTwo.sort()).toEqual([publicIdea.id, privateIdea.id].sort());
  });
});

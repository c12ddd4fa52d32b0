import { PROMPT_TYPES } from '@app/domain/prompts/prompt-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SessionExpiredError } from '../../../lib/api-client';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import type { PromptContents } from '../types';
import { adminPromptsQueryOptions, getAdminPrompts } from './get-admin-prompts';
import { saveAdminPrompts, saveAdminPromptsMutationOptions } from './save-admin-prompts';

// The fetchers against a stubbed fetch (what each sends, how each answer comes out; docs/product.md "Admin: System
// Prompts"), and what a save does to the cached prompts.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

const saved = Object.fromEntries(PROMPT_TYPES.map((type) => [type, `The ${type} prompt`])) as PromptContents;
const answer = {
  prompts: {
    ideaPrompts: { free: saved.IDEA_FREE, premium: saved.IDEA_PREMIUM, ugi: saved.IDEA_UGI, ugp2p: saved.IDEA_UGP2P },
    documentPrompts: { prd: saved.DOC_PRD, pitchDeck: saved.DOC_PITCH, gtm: saved.DOC_GTM, financialPlan: saved.DOC_FINANCIAL, preLaunch: saved.DOC_PRELAUNCH },
    powerUpPrompts: { differentiators: saved.PU_DIFFERENTIATORS, validationHacks: saved.PU_HACKS, viralitySuggestions: saved.PU_SUGGESTIONS },
    scoringPrompts: { scoring: saved.SCORING },
  },
};

describe('getAdminPrompts', () => {
  it('reads GET /api/admin/prompts with the session, by prompt type', async () => {
    fetchMock.mockResolvedValue(json(answer));

    await expect(getAdminPrompts()).resolves.toEqual(saved);
    expect(sent()).toMatchObject({ input: '/api/admin/prompts', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer missing a prompt, or of the wrong shape', async () => {
    const { viralitySuggestions: _, ...twoPowerUps } = answer.prompts.powerUpPrompts;
    for (const body of [{ prompts: { ...answer.prompts, powerUpPrompts: twoPowerUps } }, { prompts: [] }, answer.prompts]) {
      fetchMock.mockResolvedValueOnce(json(body));
      await expect(getAdminPrompts()).rejects.toThrow('Invalid response format from server');
    }
  });

  it('is cached for 30 s', () => {
    expect(adminPromptsQueryOptions().staleTime).toBe(30_000);
  });
});

describe('saveAdminPrompts', () => {
  it('checks the session, then puts only the edited prompts under their field names', async () => {
    fetchMock.mockResolvedValueOnce(json({ authenticated: true })).mockResolvedValueOnce(json({ message: 'Prompts saved successfully', position: '1/2' }));

    await saveAdminPrompts({ DOC_GTM: 'A ninety-day launch plan', IDEA_UGI: 'Solve {{userContext}}' });

    expect(sent(0)).toMatchObject({ input: '/api/auth/check', method: 'GET', authorization: 'Bearer tok-admin' });
    expect(sent(1)).toMatchObject({
      input: '/api/admin/prompts',
      method: 'PUT',
      body: { ideaPrompts: { ugi: 'Solve {{userContext}}' }, documentPrompts: { gtm: 'A ninety-day launch plan' } },
    });
  });

  it('sends nothing when the session check answers 401', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Please sign in to access this feature' }, 401));

    await expect(saveAdminPrompts({ DOC_PRD: 'A one-page PRD' })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's reason for a refusal", async () => {
    fetchMock.mockResolvedValueOnce(json({ authenticated: true })).mockResolvedValueOnce(json({ message: 'Prompt content must be at least 10 characters' }, 400));

    await expect(saveAdminPrompts({ DOC_PRD: 'A one-page PRD' })).rejects.toMatchObject({ status: 400, message: 'Prompt content must be at least 10 characters' });
  });
});

describe('a save and the cached prompts', () => {
  it('shows the saved prompts at once, and reads them again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { queryKey } = adminPromptsQueryOptions();
    client.setQueryData(queryKey, saved);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await saveAdminPromptsMutationOptions(client).onSuccess?.(undefined, { PU_HACKS: 'Three hacks' }, undefined, {} as never);

    expect(client.getQueryData(queryKey)).toEqual({ ...saved, PU_HACKS: 'Three hacks' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-prompts', 'current'] });
  });
});

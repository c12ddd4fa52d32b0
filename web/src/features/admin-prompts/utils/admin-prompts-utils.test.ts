import { PROMPT_TYPES } from '@app/domain/prompts/prompt-types';
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import type { PromptContents } from '../types';
import { promptsFetchFailed, promptsSaved, promptsSaveFailed, sessionExpired } from './admin-prompts-toasts';
import { promptEdits } from './prompt-edits';

const saved = Object.fromEntries(PROMPT_TYPES.map((type) => [type, `The ${type} prompt`])) as PromptContents;

describe('promptEdits', () => {
  it('lists the prompts that differ from the saved ones, trimmed', () => {
    expect(promptEdits({ ...saved, DOC_PRD: '  A one-page PRD\n', PU_HACKS: 'Three hacks' }, saved)).toEqual({ DOC_PRD: 'A one-page PRD', PU_HACKS: 'Three hacks' });
  });

  it('finds no edit in blanks added around a prompt', () => {
    expect(promptEdits(saved, saved)).toEqual({});
    expect(promptEdits({ ...saved, IDEA_FREE: `\n${saved.IDEA_FREE}  ` }, saved)).toEqual({});
  });

  it('counts an emptied prompt as an edit, for the form to refuse', () => {
    expect(promptEdits({ ...saved, IDEA_UGI: '' }, saved)).toEqual({ IDEA_UGI: '' });
  });
});

describe('the toasts', () => {
  it("says what failed in the spec's words, or the server's", () => {
    expect(promptsFetchFailed(new Error('network down'))).toMatchObject({ variant: 'destructive', title: 'Error', description: 'Failed to fetch prompts' });
    expect(promptsFetchFailed(new InvalidResponseError())).toMatchObject({ description: 'Invalid response format from server' });
    expect(promptsSaveFailed(new ApiError('Server error: 502', 502))).toMatchObject({ description: 'Failed to save prompts' });
    expect(promptsSaveFailed(new ApiError('x', 403, { message: 'Admin access required' }))).toMatchObject({ description: 'Admin access required' });
  });

  it('says when the session expired, and when the prompts were saved', () => {
    expect(sessionExpired()).toMatchObject({ variant: 'destructive', description: new SessionExpiredError().message });
    expect(sessionExpired().description).toBe('Session expired, please login again');
    expect(promptsSaved()).toMatchObject({ variant: 'success', title: 'Prompts saved successfully' });
  });
});

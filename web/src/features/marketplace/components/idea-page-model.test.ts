import type { IdeaView } from '@app/domain/ideas/idea-view';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ideaPageEditBody } from '../api/update-idea';
import { categoryList, displayStatus, displayType, documentUpdateFailed, ideaFormValues, ideaIdFromParam, ideaUpdateFailed, ideaUpdated } from './idea-page-model';

const idea = {
  id: 12,
  title: 'Tutor',
  description: 'An adaptive tutor for everyone',
  type: 'PREMIUM',
  status: 'Published',
  problem: null,
  solution: 'Adaptive lessons',
  marketSize: '$5B',
  businessModel: 'B2C subscriptions',
  timeline: '6 months',
  teamSize: '',
  category: 'EdTech,AI',
} as unknown as IdeaView;

describe('the idea page', () => {
  it('reads only positive whole ids from the address', () => {
    expect(ideaIdFromParam('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc']) expect(ideaIdFromParam(bad)).toBeNull();
  });

  it('shows type FREE and status ACTIVE when the idea has none', () => {
    expect(displayType({ type: '' as never })).toBe('FREE');
    expect(displayStatus({ status: '' as never })).toBe('ACTIVE');
    expect(displayType(idea)).toBe('PREMIUM');
    expect(displayStatus(idea)).toBe('Published');
  });

  it('lists categories with a space after each comma', () => {
    expect(categoryList('EdTech,AI , FinTech')).toBe('EdTech, AI, FinTech');
    expect(categoryList(null)).toBe('');
  });

  it('starts the form from the idea, missing text as empty', () => {
    expect(ideaFormValues(idea)).toEqual({
      title: 'Tutor', description: 'An adaptive tutor for everyone', type: 'PREMIUM', status: 'Published', problem: '', solution: 'Adaptive lessons',
      marketSize: '$5B', businessModel: 'B2C subscriptions', timeline: '6 months', teamSize: '', category: 'EdTech,AI',
    });
  });

  it('sends every edited field, empty ones as ""', () => {
    expect(ideaPageEditBody({ title: 'T', description: null, type: 'PREMIUM', status: 'Published' })).toEqual({
      title: 'T', description: '', type: 'PREMIUM', status: 'Published', problem: '', solution: '', marketSize: '', businessModel: '',
      timeline: '', teamSize: '', category: '',
    });
    expect(ideaPageEditBody({})).toMatchObject({ type: 'FREE', status: 'Unpublished' });
  });

  it("titles failures with the spec's texts and shows the server's reason", () => {
    expect(ideaUpdated()).toMatchObject({ title: 'Idea updated successfully', variant: 'success' });
    expect(ideaUpdateFailed(new ApiError('x', 400, { message: 'Title must be at least 3 characters' }))).toMatchObject({
      title: 'Failed to update idea',
      description: 'Title must be at least 3 characters',
      variant: 'destructive',
    });
    expect(documentUpdateFailed(new ApiError('Server error: 500', 500))).toMatchObject({ title: 'Failed to update document', description: 'Server error: 500' });
  });
});

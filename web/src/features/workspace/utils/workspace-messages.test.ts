import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { DOCUMENT_LIMIT_TOAST, POWER_UP_FAILED, documentCounterText, generationFailedToast } from './workspace-messages';

describe('workspace messages', () => {
  it('count the ideas with documents against the limit', () => {
    expect(documentCounterText(3, 100)).toBe('Total Ideas with 5 Documents this month: 3 / 100');
  });

  it('show the document limit for 7 s', () => {
    expect(DOCUMENT_LIMIT_TOAST).toMatchObject({
      title: 'Monthly Limit Reached',
      description:
        'You have reached the maximum limit of 100 ideas with documents generated this month. To request an increase, please contact us at support@ideaplatform.app.',
      duration: 7000,
    });
  });

  it('show a generation failure as a destructive Error with the server text, else the fallback', () => {
    const refused = new ApiError('This power-up has already been generated for this idea', 409, { message: 'This power-up has already been generated for this idea' });
    expect(generationFailedToast(refused, POWER_UP_FAILED)).toMatchObject({
      title: 'Error',
      description: 'This power-up has already been generated for this idea',
      variant: 'destructive',
    });
    expect(generationFailedToast(new ApiError('Server error: Bad Gateway', 502), POWER_UP_FAILED).description).toBe('Failed to generate power-up');
  });
});

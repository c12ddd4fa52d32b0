import { studioApplicationSchema } from '@app/domain/builder-studio/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorsFromServer } from '../../../components/ui/form/form-errors';
import { ApiError } from '../../../lib/api-client';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { logApplicationFailure } from '../utils/application-failure';
import { applyToStudio } from './apply-to-studio';

const FIELDS = ['name', 'email', 'phone', 'idea', 'problem', 'targetUsers', 'weeklyHours'] as const;

const application = studioApplicationSchema.parse({
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  idea: 'Analytical engine as a service',
  problem: 'Tables are computed by hand',
  targetUsers: 'Astronomers',
  weeklyHours: '10-15 hours',
});

describe('applyToStudio', () => {
  const { fetchMock, sent } = useStubbedFetch('');

  it('posts the seven fields of the form and resolves with the message', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Application submitted successfully' }, 201));

    await expect(applyToStudio(application)).resolves.toEqual({ message: 'Application submitted successfully' });
    expect(sent()).toMatchObject({
      input: '/api/builder-studio/apply',
      method: 'POST',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        idea: 'Analytical engine as a service',
        problem: 'Tables are computed by hand',
        targetUsers: 'Astronomers',
        weeklyHours: '10-15 hours',
      },
    });
  });

  it("rejects a refusal with the server's field errors, which the form maps onto its fields", async () => {
    fetchMock.mockResolvedValue(
      json({ message: 'Validation failed', errors: { email: 'Please enter a valid email', other: 'x' } }, 400),
    );

    const error = await applyToStudio(application).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(fieldErrorsFromServer(error, FIELDS)).toEqual({ email: 'Please enter a valid email' });
  });
});

describe('logApplicationFailure', () => {
  it('logs the reason and the status as a warning', () => {
    const log = vi.fn();
    logApplicationFailure(new ApiError('Server error: Bad Gateway', 502), log);
    expect(log).toHaveBeenCalledWith('Builder Studio application was not submitted (HTTP 502): Server error: Bad Gateway');
  });

  it('logs a network failure', () => {
    const log = vi.fn();
    logApplicationFailure(new TypeError('Failed to fetch'), log);
    expect(log).toHaveBeenCalledWith('Builder Studio application was not submitted: Failed to fetch');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError, apiRequest } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries other failures at most twice', () => {
    const error = new ApiError('Server error: Bad Gateway', 502);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it('never retries after the session expired', () => {
    expect(shouldRetryQuery(0, new SessionExpiredError())).toBe(false);
  });
});

describe('the query client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { getItem: () => null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function fetchIdeas() {
    const client = createQueryClient();
    return client.fetchQuery({
      queryKey: ['ideas'],
      queryFn: ({ signal }) => apiRequest('/api/ideas', { signal }),
      retryDelay: 0,
    });
  }

  it('tries a failing read three times in all', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 503, statusText: 'Service Unavailable' })));

    await expect(fetchIdeas()).rejects.toThrow('Server error: Service Unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('tries a session-expired read once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 401, statusText: 'Unauthorized' })));

    await expect(fetchIdeas()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps reads fresh for 60 s, never refetches on focus, and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 60_000, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations?.retry).toBe(false);
  });
});

import { paymentsApi } from '@app/domain/payments/payments-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client keeps the last event position in module state, so each test loads a fresh copy.
async function loadClient() {
  vi.resetModules();
  return import('./api-client');
}

const fetchMock = vi.fn<typeof fetch>();
const storage = new Map<string, string>();

beforeEach(() => {
  fetchMock.mockReset();
  storage.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function sentRequest(call = 0): { input: unknown; init: RequestInit; headers: Headers } {
  const args = fetchMock.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  const init = args[1] ?? {};
  return { input: args[0], init, headers: new Headers(init.headers) };
}

describe('requests', () => {
  it('sends a GET with cookies and JSON accept, without a body or content type', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(json({ ideas: [] }));

    await expect(apiRequest('/api/ideas')).resolves.toEqual({ ideas: [] });

    const { input, init, headers } = sentRequest();
    expect(input).toBe('/api/ideas');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('content-type')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    const { apiRequest } = await loadClient();
    storage.set('auth_token', 'tok-123');
    fetchMock.mockResolvedValue(json({}));

    await apiRequest('/api/auth/verify');

    expect(sentRequest().headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('serialises a body as JSON', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(json({ ok: true }));

    await apiRequest('/api/trends/7/ideas/batch', { method: 'POST', body: { ideaIds: [1, 2] } });

    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ideaIds":[1,2]}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('resolves a 204 answer with undefined', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('/api/trends/7', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('accepts JSON subtypes such as problem+json', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(
      new Response('{"a":1}', { headers: { 'content-type': 'application/problem+json' } }),
    );

    await expect(apiRequest('/api/x')).resolves.toEqual({ a: 1 });
  });
});

describe('the error catalogue for reads', () => {
  it('turns 401 into the session-expired error', async () => {
    const { apiRequest, SessionExpiredError } = await loadClient();
    fetchMock.mockResolvedValue(json({ message: 'jwt expired' }, { status: 401, statusText: 'Unauthorized' }));

    const error = await apiRequest('/api/collections').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ message: 'Session expired, please login again', status: 401 });
  });

  it('keeps the body of a 401, where the login endpoint explains wrong credentials', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(new Response('Invalid credentials', { status: 401, statusText: 'Unauthorized' }));

    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Session expired, please login again',
      body: 'Invalid credentials',
    });
  });

  it('tells the refused-session listeners of a 401, with the token the request carried, before the caller hears', async () => {
    const { apiRequest, apiFile, onSessionRefused } = await loadClient();
    const told: (string | null)[] = [];
    const stop = onSessionRefused((sentToken) => told.push(sentToken));
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'Please sign in to access this feature' }, { status: 401 })));

    storage.set('auth_token', 'tok-ended');
    await apiRequest('/api/collections/7', { method: 'POST' }).catch((error: unknown) => {
      // The listener has run by the time the caller sees the error (the app has signed out meanwhile).
      expect(told).toEqual(['tok-ended']);
      return error;
    });
    await apiFile('/api/documents/3/download/pdf').catch(() => undefined);
    storage.delete('auth_token');
    await apiRequest('/api/collections').catch(() => undefined);
    expect(told).toEqual(['tok-ended', 'tok-ended', null]);

    stop();
    await apiRequest('/api/collections').catch(() => undefined);
    expect(told).toHaveLength(3);
  });

  it('tells the listeners nothing of other failures', async () => {
    const { apiRequest, onSessionRefused } = await loadClient();
    const listener = vi.fn();
    onSessionRefused(listener);
    storage.set('auth_token', 'tok-1');
    for (const status of [400, 403, 404, 409, 429, 500]) {
      fetchMock.mockResolvedValueOnce(json({ message: 'no' }, { status }));
      await apiRequest('/api/ideas').catch(() => undefined);
    }
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('turns %i into "Server error: {status text}", ignoring the body', async (status, statusText) => {
    const { apiRequest, ApiError } = await loadClient();
    fetchMock.mockResolvedValue(json({ message: 'stack trace here' }, { status, statusText }));

    const error = await apiRequest('/api/ideas').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `Server error: ${statusText}`, status });
  });

  it('uses the message of a JSON error body and keeps the body', async () => {
    const { apiRequest } = await loadClient();
    const body = { message: 'Idea not found', errors: { id: 'unknown' } };
    fetchMock.mockResolvedValue(json(body, { status: 404, statusText: 'Not Found' }));

    await expect(apiRequest('/api/ideas/9')).rejects.toMatchObject({ message: 'Idea not found', status: 404, body });
  });

  it('falls back to "Request failed: {status text}" when the JSON body has no message', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(json({ error: 'nope' }, { status: 400, statusText: 'Bad Request' }));

    await expect(apiRequest('/api/ideas')).rejects.toMatchObject({ message: 'Request failed: Bad Request' });
  });

  it('falls back to "Request failed: {status text}" for a plain-text error and keeps the text', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(new Response('Invalid credentials', { status: 403, statusText: 'Forbidden' }));

    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Request failed: Forbidden',
      status: 403,
      body: 'Invalid credentials',
    });
  });

  it('uses the status code when the answer has no status text (HTTP/2)', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(new Response(null, { status: 502 }));

    await expect(apiRequest('/api/ideas')).rejects.toMatchObject({ message: 'Server error: 502' });
  });

  it('rejects a successful answer that is not JSON', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));

    await expect(apiRequest('/api/ideas')).rejects.toMatchObject({ message: 'Expected JSON response from server' });
  });

  it('rejects a successful answer whose JSON does not parse', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockResolvedValue(new Response('{oops', { headers: { 'content-type': 'application/json' } }));

    await expect(apiRequest('/api/ideas')).rejects.toMatchObject({ message: 'Expected JSON response from server' });
  });

  it('passes a network error through unchanged', async () => {
    const { apiRequest } = await loadClient();
    const networkError = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(networkError);

    await expect(apiRequest('/api/ideas')).rejects.toBe(networkError);
  });

  it('turns a non-Error failure into "An unexpected error occurred"', async () => {
    const { apiRequest } = await loadClient();
    fetchMock.mockRejectedValue('boom');

    const error = await apiRequest('/api/ideas').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'An unexpected error occurred' });
  });
});

describe('read-your-writes', () => {
  it('sends back the last x-event-position received as x-min-position', async () => {
    const { apiRequest } = await loadClient();
    fetchMock
      .mockResolvedValueOnce(json({}, { headers: { 'x-event-position': '17/4' } }))
      .mockResolvedValueOnce(json({}))
      .mockResolvedValueOnce(json({ message: 'no' }, { status: 409, headers: { 'x-event-position': '18/2' } }))
      .mockResolvedValueOnce(json({}));

    await apiRequest('/api/collections/1', { method: 'POST' });
    await apiRequest('/api/collections');
    await apiRequest('/api/collections/1', { method: 'POST' }).catch(() => undefined);
    await apiRequest('/api/collections');

    expect(sentRequest(0).headers.has('x-min-position')).toBe(false);
    expect(sentRequest(1).headers.get('x-min-position')).toBe('17/4');
    // A response without the header leaves the remembered position alone.
    expect(sentRequest(2).headers.get('x-min-position')).toBe('17/4');
    // Error responses carry positions too.
    expect(sentRequest(3).headers.get('x-min-position')).toBe('18/2');
  });
});

describe('serverMessage', () => {
  it("is the JSON body's message or the plain-text body", async () => {
    const { ApiError, SessionExpiredError, serverMessage } = await loadClient();

    expect(serverMessage(new ApiError('x', 400, { message: 'Username taken', errors: {} }))).toBe('Username taken');
    expect(serverMessage(new ApiError('x', 403, '  Invalid credentials\n'))).toBe('Invalid credentials');
    expect(serverMessage(new SessionExpiredError({ message: 'Invalid credentials' }))).toBe('Invalid credentials');
  });

  it('is undefined when the server said nothing readable', async () => {
    const { ApiError, SessionExpiredError, serverMessage } = await loadClient();

    expect(serverMessage(new ApiError('Server error: Bad Gateway', 502))).toBeUndefined();
    expect(serverMessage(new ApiError('x', 400, { error: 'Bad Request' }))).toBeUndefined();
    expect(serverMessage(new ApiError('x', 400, ''))).toBeUndefined();
    expect(serverMessage(new ApiError('x', 404, '<html><body>Not Found</body></html>'))).toBeUndefined();
    expect(serverMessage(new SessionExpiredError())).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage('boom')).toBeUndefined();
  });
});

describe('apiAnswer', () => {
  const answer = paymentsApi.prices.responses[200];
  const prices = { PREMIUM: { priceId: 'price_p', amount: 900, currency: 'usd', interval: 'month' }, PRO: { priceId: 'price_x', amount: 1900, currency: 'usd', interval: 'month' } };

  it("resolves with the answer parsed by the call's schema", async () => {
    const { apiAnswer } = await loadClient();
    fetchMock.mockResolvedValue(json({ prices }));
    await expect(apiAnswer(answer, '/api/stripe/prices')).resolves.toEqual({ prices });
  });

  it("rejects an answer of another shape with the spec's 'Invalid response format from server'", async () => {
    const { apiAnswer } = await loadClient();
    fetchMock.mockResolvedValue(json({ prices: { PREMIUM: prices.PREMIUM } }));
    const error = await apiAnswer(answer, '/api/stripe/prices').catch((caught: unknown) => caught);
    // A fresh copy of the modules per test: the class is matched by name.
    expect(error).toMatchObject({ name: 'InvalidResponseError', message: 'Invalid response format from server' });
  });

  it('rejects a refusal as apiRequest does, whatever the schema', async () => {
    const { apiAnswer, ApiError } = await loadClient();
    fetchMock.mockResolvedValue(json({ message: 'Admin access required' }, { status: 403 }));
    const error = await apiAnswer(answer, '/api/stripe/prices').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Admin access required' });
  });
});

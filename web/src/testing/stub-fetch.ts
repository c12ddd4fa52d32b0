// For unit tests of fetchers: a stubbed global fetch (and a stored token), JSON answers, and what was sent.
import { afterEach, beforeEach, vi } from 'vitest';

export function useStubbedFetch(storedToken: string) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { getItem: () => storedToken });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    fetchMock,
    sent: (call = 0) => {
      const [input, init] = fetchMock.mock.calls[call] ?? [];
      return {
        input,
        method: init?.method,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: new Headers(init?.headers).get('authorization'),
      };
    },
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

import type { IdeaDetailView } from '@app/domain/ideas/idea-view';
import { describe, expect, it } from 'vitest';
import { decideSharedLink, readSharedLink } from './use-shared-link';

// docs/product.md "Marketplace and idea detail": with both parameters the link is checked; valid opens the detail (gate
// lifted), anything else shows an error and the address goes back to /marketplace.

const params = (query: string) => new URLSearchParams(query);
const idea = { id: 7, title: 'Shared' } as IdeaDetailView;

describe('readSharedLink', () => {
  it('is no shared link unless both idea and hash are there', () => {
    expect(readSharedLink(params(''))).toBeNull();
    expect(readSharedLink(params('idea=7'))).toBeNull();
    expect(readSharedLink(params('hash=abc'))).toBeNull();
    expect(readSharedLink(params('search=ai&category=EdTech'))).toBeNull();
  });

  it('reads the idea id and the hash', () => {
    expect(readSharedLink(params('idea=7&hash=abc123'))).toEqual({ id: 7, hash: 'abc123' });
    expect(readSharedLink(params('hash=a%2Bb&idea=42'))).toEqual({ id: 42, hash: 'a+b' });
  });

  it('calls a link malformed when its id is no positive whole number or its hash is blank', () => {
    for (const query of ['idea=abc&hash=x', 'idea=0&hash=x', 'idea=-3&hash=x', 'idea=1.5&hash=x', 'idea=&hash=x', 'idea=7&hash=', 'idea=7&hash=%20']) {
      expect(readSharedLink(params(query)), query).toBe('malformed');
    }
  });
});

describe('decideSharedLink', () => {
  const link = { id: 7, hash: 'abc' };

  it('does nothing without a shared link', () => {
    expect(decideSharedLink(null, { status: 'pending' })).toEqual({ kind: 'none' });
  });

  it('waits for the check', () => {
    expect(decideSharedLink(link, { status: 'pending' })).toEqual({ kind: 'wait' });
  });

  it('opens the idea with its hash when the server says the hash is valid', () => {
    expect(decideSharedLink(link, { status: 'success', data: { valid: true, idea } })).toEqual({ kind: 'open', idea, hash: 'abc' });
  });

  it("says 'Invalid shared link' when the hash is not valid, or the link is malformed (without asking the server)", () => {
    expect(decideSharedLink(link, { status: 'success', data: { valid: false, idea: null } })).toEqual({ kind: 'invalid' });
    expect(decideSharedLink(link, { status: 'success', data: { valid: true, idea: null } })).toEqual({ kind: 'invalid' });
    expect(decideSharedLink('malformed', { status: 'pending' })).toEqual({ kind: 'invalid' });
  });

  it("says 'Failed to load shared idea' when the check itself failed", () => {
    expect(decideSharedLink(link, { status: 'error' })).toEqual({ kind: 'failed' });
  });
});

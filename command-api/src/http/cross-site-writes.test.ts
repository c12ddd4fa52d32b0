import { describe, expect, it } from 'vitest';
import { siteOrigin } from './cross-site-writes';

describe('siteOrigin: which origins are the site at PUBLIC_URL', () => {
  it('a public site is its origin only: not another scheme, port, subdomain or sibling', () => {
    const isSite = siteOrigin('https://ideas.example.com/');
    expect(isSite('https://ideas.example.com')).toBe(true);
    for (const other of ['http://ideas.example.com', 'https://ideas.example.com:8443', 'https://evil.ideas.example.com', 'https://example.com', 'https://shop.example.com']) {
      expect(isSite(other), other).toBe(false);
    }
  });

  it('a site on the loopback is the same under any of the machine’s names, on its own scheme and port only', () => {
    const isSite = siteOrigin('http://localhost:3000');
    for (const name of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(isSite(name), name).toBe(true);
    for (const other of ['http://localhost:5173', 'https://localhost:3000', 'http://127.0.0.2:3000', 'http://localhost.evil.example:3000']) {
      expect(isSite(other), other).toBe(false);
    }
  });

  it('a default port is the same as none', () => {
    expect(siteOrigin('http://127.0.0.1:80')('http://localhost')).toBe(true);
    expect(siteOrigin('https://ideas.example.com:443')('https://ideas.example.com')).toBe(true);
  });
});

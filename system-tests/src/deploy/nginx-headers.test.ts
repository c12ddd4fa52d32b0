// In production nginx serves the SPA (deploy/web/nginx.conf), not the services: it must send the browser-grade headers
// the services send (infra/src/http/security-headers.ts), or the pages would run without the policy the tests hold
// them to. This test reads the headers the code sends for production's PUBLIC_URL and the ones nginx.conf adds, and
// keeps the two equal, so a change to either fails here until the other follows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from '@app/infra/http/security-headers';
import { spaCacheControl } from '@app/infra/http/spa-cache-control';

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

interface AddHeader {
  name: string;
  value: string;
  always: boolean;
  /** The blocks it sits in, outermost first: `server`, `location /assets/`... */
  blocks: string[];
}

/** Every add_header of an nginx configuration, with the blocks around it (values in double quotes or bare). */
function addHeaders(config: string): AddHeader[] {
  const text = config.replace(/#[^\n]*/g, '');
  const found: AddHeader[] = [];
  const blocks: string[] = [];
  // A statement ends at ; { or } outside quotes (the policy's own ; are inside them).
  const statement = /\s*((?:"[^"]*"|[^;{}"])*?)\s*([;{}])/gy;
  for (let match = statement.exec(text); match; match = statement.exec(text)) {
    const [, body = '', end] = match;
    if (end === '{') blocks.push(body);
    else if (end === '}') blocks.pop();
    else {
      const header = /^add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))(\s+always)?$/.exec(body);
      if (header) found.push({ name: header[1]!.toLowerCase(), value: header[2] ?? header[3]!, always: header[4] !== undefined, blocks: [...blocks] });
    }
  }
  return found;
}

/** The headers the services send, as a browser would get them from production (PUBLIC_URL of deploy/kubernetes/app.env). */
async function headersTheCodeSends(): Promise<Record<string, string>> {
  const publicUrl = /^PUBLIC_URL=(.+)$/m.exec(read('kubernetes/app.env'))?.[1];
  if (!publicUrl) throw new Error('deploy/kubernetes/app.env sets no PUBLIC_URL');
  const app = Fastify();
  await installSecurityHeaders(app, { publicUrl });
  app.get('/', () => 'page');
  const response = await app.inject({ url: '/' });
  await app.close();
  const fastifysOwn = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !fastifysOwn.has(name)).map(([name, value]) => [name, String(value)]));
}

describe('deploy/web/nginx.conf', () => {
  const headers = addHeaders(read('web/nginx.conf'));
  const security = headers.filter((header) => header.name !== 'cache-control');

  it('sends exactly the security headers the services send', async () => {
    const code = await headersTheCodeSends();
    expect(code['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(code['strict-transport-security'], 'production is https: the services send HSTS').toBeDefined();
    expect(Object.fromEntries(security.map((header) => [header.name, header.value]))).toEqual(code);
  });

  it('on every answer (errors too), from the server block, so that no location drops them', () => {
    expect(security.length).toBeGreaterThan(0);
    for (const header of security) {
      expect(header.always, `${header.name}: "always", or nginx leaves it off error answers`).toBe(true);
      // nginx inherits add_header into a block only if that block has none of its own.
      expect(header.blocks, header.name).toEqual(['server']);
    }
    const elsewhere = headers.filter((header) => header.blocks.length !== 1);
    expect(elsewhere, 'an add_header inside a location hides the server’s').toEqual([]);
  });

  it("caches the SPA's files as `npm start` does: hashed assets for good, everything else asked for again", () => {
    const map = /map \$uri \$spa_cache_control \{([^}]*)\}/.exec(read('web/nginx.conf'))?.[1] ?? '';
    const value = (key: string) => new RegExp(`^\\s*${key.replace(/[\^$/~]/g, '\\$&')}\\s+"([^"]*)";`, 'm').exec(map)?.[1];
    expect(value('~^/assets/')).toBe(spaCacheControl('assets/index-1a2b.js'));
    expect(value('default')).toBe(spaCacheControl('index.html'));
    expect(headers.find((header) => header.name === 'cache-control')).toMatchObject({ value: '$spa_cache_control', blocks: ['server'] });
  });
});

// HAProxy from Debian, configured by the file production uses (deploy/haproxy/haproxy.cfg); the servers come from the
// environment, as they do in production.
import path from 'node:path';
import { freePort } from '@app/infra/net/free-port';
import { waitForPort } from '@app/infra/testing/nats-server';
import { startChild, type Child } from './processes';

export const HAPROXY_CONFIG = path.resolve(import.meta.dirname, '../../../deploy/haproxy/haproxy.cfg');

export interface Proxy extends Child {
  url: string;
}

/** `spa`: the port of a static server of the SPA (SPA_SERVER), when the test has one. */
export async function startProxy(servers: { commandApis: readonly number[]; queryApis: readonly number[]; spa?: number }): Promise<Proxy> {
  const [command1, command2] = servers.commandApis;
  const [query1, query2] = servers.queryApis;
  const port = await freePort();
  const address = (serverPort: number | undefined) => `127.0.0.1:${String(serverPort)}`;
  const child = startChild('haproxy', '/usr/sbin/haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      PROXY_BIND: address(port),
      COMMAND_API_1: address(command1),
      COMMAND_API_2: address(command2),
      QUERY_API_1: address(query1),
      QUERY_API_2: address(query2),
      ...(servers.spa === undefined ? {} : { SPA_SERVER: address(servers.spa) }),
    },
  });
  try {
    await waitForPort(port);
  } catch (error) {
    await child.kill();
    throw new Error(`haproxy did not start: ${error instanceof Error ? error.message : String(error)}\n${child.tail()}`);
  }
  return { ...child, url: `http://127.0.0.1:${port}` };
}

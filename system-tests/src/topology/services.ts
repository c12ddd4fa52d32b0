// The product's services, each its own OS process started the way an operator runs it alone (`tsx
// <service>/src/server.ts`, README "Running each service alone") and configured only by environment variables.
import path from 'node:path';
import { freePort } from '@app/infra/net/free-port';
import { startChild, type Child } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** A cold start type-checks nothing but still transpiles the service's whole import graph, on 2 shared cores. */
const START_TIMEOUT_MS = 60_000;

export type ServiceKind = 'command-api' | 'query-api' | 'projectors';

export interface Service extends Child {
  kind: ServiceKind;
  /** HTTP port (the APIs). */
  port: number | undefined;
}

const READY: Record<ServiceKind, RegExp> = {
  'command-api': /command-api listening on/,
  'query-api': /query-api listening on/,
  projectors: /projectors running/,
};

/**
 * `env`: the topology's shared configuration (DATABASE_URL, NATS_URL, ...); `extra`: this service's own (the query
 * API's READ_DATABASE_URL).
 */
export async function startService(kind: ServiceKind, index: number, env: Record<string, string>, extra: Record<string, string> = {}): Promise<Service> {
  const port = kind === 'projectors' ? undefined : await freePort();
  // `node --import tsx`, not the tsx binary: one process, so kill -9 hits the service itself.
  const child = startChild(`${kind}-${index}`, process.execPath, ['--import', 'tsx', `${kind}/src/server.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...extra, ...(port === undefined ? {} : { PORT: String(port), HOST: '127.0.0.1' }) },
  });
  await child.waitForLine(READY[kind], START_TIMEOUT_MS);
  return { ...child, kind, port };
}

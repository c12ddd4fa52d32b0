// The one-process platform behind `npm start`: command API, query API and projectors on one Fastify instance and
// one port, with the built SPA served from the same origin.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '@app/infra/config/config';
import { installErrorHandling, installNotFound } from '@app/infra/http/error-handler';
import { openInfrastructure, type Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { commandApi, migrateCommandApi } from '@app/command-api/app';
import { queryApi } from '@app/query-api/app';
import { projections } from '@app/projectors/projections';
import { createProjectorRuntime, type ProjectorRuntime } from '@app/projectors/runtime/projector-runtime';
import { getProjectionStatuses } from '@app/projectors/runtime/status';

export interface Platform {
  app: FastifyInstance;
  infra: Infrastructure;
  runtime: ProjectorRuntime;
  close(): Promise<void>;
}

export interface PlatformOptions {
  config: Config;
  databaseUrl: string;
  /** The built SPA to serve; omitted: API only. */
  webDist?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

export async function createPlatform({ config, databaseUrl, webDist, logLevel = 'warn' }: PlatformOptions): Promise<Platform> {
  const infra = await openInfrastructure(config, { databaseUrl, busScope: 'in-process' });
  const app = Fastify({ logger: { level: logLevel } });
  const runtime = createProjectorRuntime({ pool: infra.pool, eventStore: infra.eventStore, bus: infra.bus, projections, log: app.log });
  try {
    await migrateCommandApi(infra.db);
    await runtime.start();
    installErrorHandling(app);
    await app.register((scope) => commandApi(scope, infra));
    await app.register((scope) =>
      queryApi(scope, {
        ...infra,
        waitForPosition: runtime.waitForPosition,
        projectionStatuses: () => getProjectionStatuses(infra.db, infra.eventStore),
      }),
    );
    if (webDist) {
      await app.register(fastifyStatic, { root: webDist, wildcard: false, index: 'index.html' });
      installNotFound(app, (reply) => reply.sendFile('index.html'));
    } else {
      installNotFound(app);
    }
  } catch (error) {
    await runtime.stop().catch(() => undefined);
    await infra.close();
    throw error;
  }
  return {
    app,
    infra,
    runtime,
    async close() {
      await app.close();
      await runtime.stop();
      await infra.close();
    },
  };
}

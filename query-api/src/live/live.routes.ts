// GET /api/live: the change feed as Server-Sent Events, one stream per open SPA (README.md here). @fastify/sse answers
// the request as a stream (Accept negotiation, the stream's headers, its close); the feed (live-feed.ts) admits the
// connection or refuses it with a 429 before anything is streamed, then writes its frames (sse-frame.ts: made once
// for every viewer alike) straight to the socket, as the plugin writes its own heartbeats, and may drop it at once.
import { Socket } from 'node:net';
import fastifySse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { liveApi } from '@app/domain/live/live-api';
import { route } from '@app/infra/http/contract-route';
import type { LiveFeed, LiveSink } from './live-feed';

/** A half-open connection (a client that vanished without a FIN) is found by TCP within about this long. */
const TCP_KEEPALIVE_MS = 30_000;

export async function liveRoutes(app: FastifyInstance, deps: { feed: LiveFeed }): Promise<void> {
  await app.register(async (scope) => {
    // Heartbeats are the feed's own: one timer for every stream, and each checks the client keeps up.
    await scope.register(fastifySse, { heartbeatInterval: 0 });
    route(
      scope,
      liveApi.feed,
      async (request, reply) => {
        const { sse, raw } = reply;
        const { socket } = request.raw;
        // A real connection (an injected request's is a stand-in without these).
        if (socket instanceof Socket) {
          socket.setKeepAlive(true, TCP_KEEPALIVE_MS);
          socket.setNoDelay(true);
        }
        const sink: LiveSink = {
          // The feed stops writing once told the stream closed; a frame racing the close is let go.
          write: (frame) => {
            if (!raw.writableEnded && !raw.destroyed) raw.write(frame);
          },
          bufferedBytes: () => raw.writableLength,
          close: () => sse.close(),
          drop: () => {
            sse.close();
            raw.destroy();
          },
        };
        const lastEventId = request.headers['last-event-id'];
        // The last step that may refuse (429): nothing after it throws, so an admitted feed is always let go on close.
        const close = deps.feed.open({
          viewer: { userId: request.actor?.userId ?? null, admin: request.actor?.role === 'ADMIN' },
          address: request.ip,
          lastEventId: Array.isArray(lastEventId) ? lastEventId[0] : lastEventId,
          sink,
        });
        sse.onClose(close);
        sse.keepAlive();
        sse.sendHeaders();
        return Promise.resolve(reply);
      },
      { sse: { kind: 'only', heartbeat: false } },
    );
  });
}

// The client's address, which every per-address limit counts by: request.ip, the connecting address unless TRUST_PROXY
// names the proxy whose X-Forwarded-For to believe. Behind a proxy TRUST_PROXY does not name, every client shares the
// proxy's address and each per-address limit becomes one limit for everybody; nothing else would show it, so the
// first request that looks like it (X-Forwarded-For present, yet not used) says so in the log (docs/operations.md).
import type { FastifyRequest } from 'fastify';

let warned = false;

export function clientAddress(request: FastifyRequest): string {
  if (!warned && request.headers['x-forwarded-for'] !== undefined && request.ip === request.socket.remoteAddress) {
    warned = true;
    request.log.warn(
      `A request came with X-Forwarded-For from ${request.ip}, which TRUST_PROXY does not name: if a proxy forwards to this service, ` +
        'every client counts as the proxy\'s address in the per-address limits (sign-in, sign-up, downloads); set TRUST_PROXY to the proxy.',
    );
  }
  return request.ip;
}

// GET /api/users/stats: the signed-in user's ideas generated this month (spec 000 §3 "User stats").
// Ideas do not exist yet (they come with the catalog and generation issues), so the count is 0 until they land.
import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '@app/domain/users/permissions';

export function userStatsRoute(app: FastifyInstance): void {
  app.get('/api/users/stats', (request) => {
    requireSignedIn(request.actor);
    return Promise.resolve({ totalUGC: 0 });
  });
}

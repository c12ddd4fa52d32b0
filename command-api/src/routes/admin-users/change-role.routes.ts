// PUT /api/admin/users/{userId}/role { role } (spec 001 §2, §7): the admin changes a user's role.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import { roleChangeSchema } from '@app/domain/users/schemas';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { userIdParam } from './user-id-param';

export const ROLE_UPDATED_MESSAGE = 'User role updated successfully';

export function changeRoleRoutes(app: FastifyInstance): void {
  app.put<{ Params: { userId: string } }>('/api/admin/users/:userId/role', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const userId = userIdParam(request.params.userId);
    const { role } = validate(roleChangeSchema, request.body);
    await runFor(app, request)(userDecider, userStreamId(userId), {
      type: 'ChangeRole',
      data: { role, by: 'admin' },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { message: ROLE_UPDATED_MESSAGE });
  });
}

// PUT /api/admin/users/{userId}/role { role } (docs/product.md "Admin: Users"): the admin changes a user's role.
import type { FastifyInstance } from 'fastify';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { adminUsersApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';

export const ROLE_UPDATED_MESSAGE = 'User role updated successfully';

export function changeRoleRoutes(app: FastifyInstance): void {
  route(app, adminUsersApi.changeRole, async (request) => {
    const { actor } = request;
    const { userId } = request.params;
    const { role } = request.body;
    await runFor(app, request)(userDecider, userStreamId(userId), {
      type: 'ChangeRole',
      data: { role, by: 'admin' },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { message: ROLE_UPDATED_MESSAGE });
  });
}

// POST /api/admin/users/test-accounts (ours: the spec shows the form's rules, 001 §5, but names no path): the admin
// creates an account with a given role and a verified email.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import { testAccountSchema } from '@app/domain/users/schemas';
import { validate } from '@app/infra/http/validate';
import { createAccount, userView, type AccountDeps } from '../../accounts/accounts';
import { runFor, withPosition } from '../../http/command-context';

export function createTestAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.post('/api/admin/users/test-accounts', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const account = validate(testAccountSchema, request.body);
    const user = await createAccount(runFor(app, request), deps, account, actor);
    return withPosition(request, { user: userView(user) });
  });
}

// The admin's idea calls (docs/product.md "Admin: Ideas"), one file each: create, edit, type, stamp, auto-delete,
// delete, restore, bulk publish and unpublish (one file: one workflow). Those naming an existing idea take a member's
// idea too (reads/idea-targets.ts).
import type { FastifyInstance } from 'fastify';
import { backfillUserIdeaOwners } from '../../ids/user-idea-owners';
import type { AdminIdeaDeps } from '../../ideas/curate-ideas';
import { changeIdeaTypeRoutes } from './change-idea-type.routes';
import { createIdeaRoutes } from './create-idea.routes';
import { deleteIdeaRoutes } from './delete-idea.routes';
import { publishIdeasRoutes } from './publish-ideas.routes';
import { restoreDeletedIdeaRoutes } from './restore-deleted-idea.routes';
import { stampIdeaRoutes } from './stamp-idea.routes';
import { switchAutoDeleteRoutes } from './switch-auto-delete.routes';
import { updateIdeaRoutes } from './update-idea.routes';

export function adminIdeaRoutes(app: FastifyInstance, deps: AdminIdeaDeps): void {
  // Members' ideas generated before their owners were recorded at allocation get their owners before the first request.
  app.addHook('onReady', () => backfillUserIdeaOwners(deps.db, deps.eventStore));
  createIdeaRoutes(app, deps);
  updateIdeaRoutes(app, deps);
  changeIdeaTypeRoutes(app, deps);
  stampIdeaRoutes(app, deps);
  switchAutoDeleteRoutes(app, deps);
  deleteIdeaRoutes(app, deps);
  restoreDeletedIdeaRoutes(app, deps);
  publishIdeasRoutes(app, deps);
}

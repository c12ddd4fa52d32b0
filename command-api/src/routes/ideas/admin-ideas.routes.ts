// The admin's idea calls (spec 001 §4, §7), one file each: create, edit, type, stamp, auto-delete, delete, restore,
// bulk publish and unpublish.
import type { FastifyInstance } from 'fastify';
import { changeIdeaTypeRoutes } from './change-idea-type.routes';
import { createIdeaRoutes, type CreateIdeaDeps } from './create-idea.routes';
import { deleteIdeaRoutes } from './delete-idea.routes';
import { publishIdeasRoutes } from './publish-ideas.routes';
import { restoreIdeaRoutes } from './restore-idea.routes';
import { stampIdeaRoutes } from './stamp-idea.routes';
import { switchAutoDeleteRoutes } from './switch-auto-delete.routes';
import { unpublishIdeasRoutes } from './unpublish-ideas.routes';
import { updateIdeaRoutes } from './update-idea.routes';

export function adminIdeaRoutes(app: FastifyInstance, deps: CreateIdeaDeps): void {
  createIdeaRoutes(app, deps);
  updateIdeaRoutes(app);
  changeIdeaTypeRoutes(app);
  stampIdeaRoutes(app);
  switchAutoDeleteRoutes(app);
  deleteIdeaRoutes(app);
  restoreIdeaRoutes(app);
  publishIdeasRoutes(app);
  unpublishIdeasRoutes(app);
}

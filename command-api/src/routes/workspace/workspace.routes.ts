// The workspace's command calls: saving, generating, editing and sharing, all decided on the member's own
// stream `workspace-<userId>` (docs/decisions.md "Workspace and AI generation").
import type { FastifyInstance } from 'fastify';
import { checkIdeaRoutes } from './check-idea.routes';
import { editDocumentRoutes } from './edit-document.routes';
import { editIdeaRoutes } from './edit-idea.routes';
import { generateDocumentRoutes } from './generate-document.routes';
import { generateIdeaRoutes } from './generate-idea.routes';
import { generatePowerUpRoutes } from './generate-power-up.routes';
import { saveIdeaRoutes } from './save-idea.routes';
import { shareIdeaRoutes } from './share-idea.routes';
import type { WorkspaceDeps } from '../../workspace/workspace-deps';

export function workspaceRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  saveIdeaRoutes(app, deps);
  checkIdeaRoutes(app, deps);
  generateIdeaRoutes(app, deps);
  editIdeaRoutes(app, deps);
  shareIdeaRoutes(app, deps);
  generateDocumentRoutes(app, deps);
  generatePowerUpRoutes(app, deps);
  editDocumentRoutes(app, deps);
}

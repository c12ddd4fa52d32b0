// The composed platform signed in as the admin and a FREE member, with the steps no route offers yet: documents
// (their generation comes with a later issue) and an auto-delete switched on in the past (the 48-hour window).
import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { Actor } from '@app/domain/shared/decider';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createSealingCommandHandler } from '@app/command-api/app';
import type { CommandApiDatabase } from '@app/command-api/command-api-database';
import { allocateDocumentIds } from '@app/command-api/ids/idea-document-owners';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, SEED_PASSWORD, type AccountTestKit } from '../accounts/account-test-kit';

const SYSTEM: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };

export interface CatalogCommandKit extends AccountTestKit {
  adminToken: string;
  freeToken: string;
  /** POST /api/admin/ideas/create/newidea as the admin; the new idea's id. */
  createIdea(fields?: Record<string, unknown>): Promise<number>;
  /** Adds documents (all five by default) to the idea; their ids by type. */
  addDocuments(ideaId: number, types?: readonly DocumentType[]): Promise<Partial<Record<DocumentType, number>>>;
  /** A Published idea with all five documents. */
  publishedIdea(fields?: Record<string, unknown>): Promise<number>;
  /** Runs a command on the idea's stream as the system admin, at the given time. */
  onIdea(ideaId: number, command: Omit<IdeaCommand, 'metadata'>, now?: Date): Promise<void>;
}

export async function openCatalogCommandKit(...options: Parameters<typeof openAccountTestKit>): Promise<CatalogCommandKit> {
  const kit = await openAccountTestKit(...options);
  const handle = createSealingCommandHandler(kit.platform.infra);
  const adminToken = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const freeToken = await kit.login('free@test.com', SEED_PASSWORD);
  let ideas = 0;
  const catalogKit: CatalogCommandKit = {
    ...kit,
    adminToken,
    freeToken,
    async createIdea(fields = {}) {
      ideas += 1;
      const body = { title: `Test idea ${ideas}`, description: `A test idea, number ${ideas}.`, ...fields };
      const response = await kit.request('POST', '/api/admin/ideas/create/newidea', { token: adminToken, body });
      if (response.statusCode !== 201) throw new Error(`create idea: ${response.statusCode} ${response.body}`);
      return response.json<{ idea: { id: number } }>().idea.id;
    },
    async onIdea(ideaId, command, now = new Date()) {
      await handle(ideaDecider, ideaStreamId(ideaId), { ...command, metadata: { actor: SYSTEM, now } } as IdeaCommand, {
        commandId: uuidv7(),
        correlationId: 'test',
        causationId: 'test',
      });
    },
    async addDocuments(ideaId, types = DOCUMENT_TYPES) {
      const ids = await allocateDocumentIds(kit.platform.infra.db.withTables<CommandApiDatabase>(), types.map(() => ideaId));
      const byType: Partial<Record<DocumentType, number>> = {};
      for (const [index, type] of types.entries()) {
        byType[type] = ids[index]!;
        await catalogKit.onIdea(ideaId, { type: 'AddIdeaDocument', data: { documentId: ids[index]!, type, content: `# ${type} of idea ${ideaId}` } });
      }
      return byType;
    },
    async publishedIdea(fields = {}) {
      const ideaId = await catalogKit.createIdea(fields);
      await catalogKit.addDocuments(ideaId);
      await catalogKit.onIdea(ideaId, { type: 'PublishIdea', data: {} });
      return ideaId;
    },
  };
  return catalogKit;
}

/** Which idea a document belongs to, recorded when its id is allocated (idea-document-owners.ts). */
export interface IdeaDocumentOwnersTable {
  document_id: number;
  idea_id: number;
}

/** Whose workspace holds a user idea, recorded when its id is allocated (user-idea-owners.ts). */
export interface UserIdeaOwnersTable {
  source: 'UGI' | 'UGP2P';
  idea_id: number;
  user_id: string;
}

/** A type, not an interface: `withTables` takes it. */
export type IdsDatabase = {
  'command_api.idea_document_owners': IdeaDocumentOwnersTable;
  'command_api.user_idea_owners': UserIdeaOwnersTable;
};

/** Which idea a document belongs to, recorded when its id is allocated (idea-document-owners.ts). */
export interface IdeaDocumentOwnersTable {
  document_id: number;
  idea_id: number;
}

/** A type, not an interface: `withTables` takes it. */
export type IdsDatabase = {
  'command_api.idea_document_owners': IdeaDocumentOwnersTable;
};

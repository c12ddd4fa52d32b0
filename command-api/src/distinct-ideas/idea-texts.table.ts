/** A platform idea's text as the batch job compares it (distinct-ideas.ts): the catalog's and the batch's claims. */
export interface IdeaTextsTable {
  idea_id: number;
  title: string;
  description: string;
  /** The title's normalised words, one space apart: no two ideas share a title. */
  title_key: string;
  /** The normalised text's hash: equal for exact duplicates (infra/src/idea-similarity/similarity.ts). */
  text_key: string;
  /** The claim's MinHash bands (CLAIM_BAND_ROWS): ideas sharing one are the candidates compared exactly. */
  bands: number[];
  /** The hashed word shingles, ascending, 4 bytes each (encodeShingles). */
  shingles: Buffer;
}

/** How far the table has followed the store's idea events (one row). */
export interface IdeaTextsPositionTable {
  id: 1;
  position: string;
}

/** A type, not an interface: `withTables` takes it. */
export type IdeaTextsDatabase = {
  'command_api.idea_texts': IdeaTextsTable;
  'command_api.idea_texts_position': IdeaTextsPositionTable;
};

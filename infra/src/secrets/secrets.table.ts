export interface SecretsTable {
  name: string;
  /** Base64. */
  value: string;
  created_at: Date;
}

/** A type, not an interface: `withTables` takes it. */
export type SecretsDatabase = {
  'secrets.secrets': SecretsTable;
};

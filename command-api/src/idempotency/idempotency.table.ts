import type { Generated } from 'kysely';

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  /** sha256 of method, path and body: the same key with a different request is refused. */
  fingerprint: string;
  /** null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  response_headers: Record<string, string> | null;
  created_at: Generated<Date>;
  /** Renewed every few seconds while the first request runs (idempotency.ts: a claim left by a dead process). */
  renewed_at: Generated<Date>;
}

/** A type, not an interface: `withTables` takes it. */
export type IdempotencyDatabase = {
  'command_api.idempotency_keys': IdempotencyKeysTable;
};

export const COMMAND_API_SCHEMA = 'command_api';

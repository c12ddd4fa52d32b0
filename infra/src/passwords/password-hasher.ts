// Passwords are hashed with argon2id, a memory-hard function, at OWASP's baseline
// (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1). The PHC string carries its own salt and parameters, so
// hashes made with older parameters keep verifying after these change.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// The package declares Algorithm as a const enum, which isolatedModules cannot read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

export const OWASP_ARGON2ID: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `stored`. With no stored hash (no such account) it still does a full verification
   * against a decoy and answers false, so a login takes as long whether or not the email is registered.
   */
  verify(stored: string | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(options: Options = OWASP_ARGON2ID): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (stored !== undefined) return verify(stored, password);
      decoy ??= hash('decoy password, never a real one', options);
      await verify(await decoy, password);
      return false;
    },
  };
}

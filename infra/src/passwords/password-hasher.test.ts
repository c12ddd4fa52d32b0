import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher';

const hasher = createPasswordHasher();

describe('password hasher', () => {
  it('hashes with argon2id at the OWASP parameters, never storing the password', async () => {
    const stored = await hasher.hash('Str0ng!pass');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(stored).not.toContain('Str0ng!pass');
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Str0ng!pass')).not.toBe(await hasher.hash('Str0ng!pass'));
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('Str0ng!pass');
    expect(await hasher.verify(stored, 'Str0ng!pass')).toBe(true);
    expect(await hasher.verify(stored, 'str0ng!pass')).toBe(false);
    expect(await hasher.verify(stored, '')).toBe(false);
  });

  it('keeps verifying hashes made with other parameters', async () => {
    const older = await createPasswordHasher({ memoryCost: 8192, timeCost: 1, parallelism: 1 }).hash('Str0ng!pass');
    expect(await hasher.verify(older, 'Str0ng!pass')).toBe(true);
  });

  it('answers false, after a real verification, when there is no account', async () => {
    const started = performance.now();
    expect(await hasher.verify(undefined, 'Str0ng!pass')).toBe(false);
    expect(await hasher.verify(undefined, 'decoy password, never a real one')).toBe(false);
    // An argon2id verification at 19 MiB takes milliseconds, not microseconds.
    expect(performance.now() - started).toBeGreaterThan(2);
  });

  it('refuses a stored value that is not a hash, rather than treating it as a mismatch', async () => {
    await expect(hasher.verify('plaintext', 'plaintext')).rejects.toThrow();
  });
});

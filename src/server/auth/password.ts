import { hash, verify } from '@node-rs/argon2';

// argon2id on libuv's thread pool: the in-JS default hash blocks the event loop
// (3–6 sign-ins a second on two cores). Parameters are OWASP's argon2id minimum.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id off the main thread. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored argon2id hash; false for a malformed hash. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

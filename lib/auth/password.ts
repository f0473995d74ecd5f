import "server-only";
import { hash, verify } from "@node-rs/argon2";

/** argon2id at OWASP's second profile (m=19 MiB, t=2, p=1): about 40 ms a hash here. */
/** `Algorithm.Argon2id` is a const enum (unusable with isolatedModules): its value is 2. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A real hash to verify against when the user does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash("timing-equaliser-not-a-password", OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets handed out in links (invitations, password resets): 256 random bits, base64url (43
 * characters). Only the SHA-256 of a token is stored, so a copy of the database opens no link.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

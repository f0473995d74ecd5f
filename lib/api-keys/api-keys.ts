import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";

/**
 * API keys for lead vendors (POST /api/v1/leads). A key is shown once at creation; only its
 * SHA-256 is stored (keys carry 192 bits of randomness, so a fast hash is safe to look up by).
 */
const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

export type ApiKeyCaller = { id: number; source: string; name: string };

export async function createApiKey(input: { name: string; source: string }, actorId: number) {
  const prefix = randomBytes(4).toString("hex");
  const key = `til_${prefix}_${randomBytes(24).toString("base64url")}`;
  const row = await db().$transaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: { name: input.name, source: input.source, prefix, keyHash: hashKey(key), createdBy: actorId },
      select: { id: true, name: true, source: true, prefix: true, createdAt: true },
    });
    await recordAudit({ actorId, action: "api_key.create", entity: "api_key", entityId: row.id, changes: { name: input.name, source: input.source } }, tx);
    return row;
  });
  return { ...row, key };
}

export async function listApiKeys() {
  return db().apiKey.findMany({
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, source: true, prefix: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  });
}

export async function revokeApiKey(id: number, actorId: number): Promise<boolean> {
  const updated = await db().apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (updated.count === 0) return false;
  await recordAudit({ actorId, action: "api_key.revoke", entity: "api_key", entityId: id });
  return true;
}

/** The caller behind `Authorization: Bearer <key>` or `X-API-Key`, or null. */
export async function authenticateApiKey(req: Request): Promise<ApiKeyCaller | null> {
  const bearer = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const key = bearer ?? req.headers.get("x-api-key")?.trim();
  if (!key || key.length > 200) return null;
  const row = await db().apiKey.findUnique({ where: { keyHash: hashKey(key) }, select: { id: true, source: true, name: true, revokedAt: true, lastUsedAt: true } });
  if (!row || row.revokedAt) return null;
  // Touch lastUsedAt at most once a minute to keep the hot path write-free.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db().apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { id: row.id, source: row.source, name: row.name };
}

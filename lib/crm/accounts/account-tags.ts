import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TAG_DEFAULT_COLOR } from "@/lib/constants";

/** Replaces an account's tags by name, creating tags that do not exist yet. */
export async function setAccountTags(tx: Prisma.TransactionClient, accountId: number, names: string[]): Promise<void> {
  await tx.accountTag.deleteMany({ where: { accountId } });
  for (const name of names) {
    const tag = await tx.tag.upsert({ where: { name }, create: { name, color: TAG_DEFAULT_COLOR }, update: {}, select: { id: true } });
    await tx.accountTag.create({ data: { accountId, tagId: tag.id } });
  }
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TAG_DEFAULT_COLOR } from "@/lib/constants";

type Tx = Prisma.TransactionClient;

/** The join table of each taggable record (the specification's `tags`, on leads and on accounts). */
const JOINS = {
  lead: { table: "lead_tags", column: "leadId" },
  account: { table: "account_tags", column: "accountId" },
} as const;
export type Taggable = keyof typeof JOINS;

/** A tag by its exact name, else the one whose name differs only in case. */
export async function findTag(tx: Tx, name: string): Promise<{ id: number } | null> {
  return (
    (await tx.tag.findUnique({ where: { name }, select: { id: true } })) ??
    (await tx.tag.findFirst({ where: { name: { equals: name, mode: "insensitive" } }, select: { id: true }, orderBy: { id: "asc" } }))
  );
}

/** Tags the records (the tag is created when new); returns the ids that did not have it. */
export async function addTag(tx: Tx, kind: Taggable, name: string, ids: number[]): Promise<number[]> {
  const tag = await tx.tag.upsert({ where: { name }, create: { name, color: TAG_DEFAULT_COLOR }, update: {}, select: { id: true } });
  const { table, column } = JOINS[kind];
  const added = await tx.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO "${table}" ("${column}", "tagId") SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING RETURNING "${column}" AS id`,
    ids,
    tag.id,
  );
  return added.map((a) => a.id);
}

/** Removes the tag from the records; returns the ids that had it. */
export async function removeTag(tx: Tx, kind: Taggable, name: string, ids: number[]): Promise<number[]> {
  const tag = await findTag(tx, name);
  if (!tag) return [];
  const { table, column } = JOINS[kind];
  const removed = await tx.$queryRawUnsafe<{ id: number }[]>(`DELETE FROM "${table}" WHERE "tagId" = $1 AND "${column}" = ANY($2::int[]) RETURNING "${column}" AS id`, tag.id, ids);
  return removed.map((a) => a.id);
}

import "server-only";
import { db } from "@/lib/db";

export type TagOption = { id: number; name: string; color: string };

/** Every tag (the spec's `tags` table, shared by leads and accounts), by name: the tag filter and the bulk bar's suggestions. */
export async function listTags(): Promise<TagOption[]> {
  return db().tag.findMany({ select: { id: true, name: true, color: true }, orderBy: { name: "asc" }, take: 500 });
}

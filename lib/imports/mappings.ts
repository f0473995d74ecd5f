import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { guessMapping, IMPORT_FIELDS, normalizeHeader, type ImportKindValue } from "@/lib/imports/fields";

/** The key of a header set: the same columns in the same order, whatever their case or punctuation. */
export function headerKeyOf(headers: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(headers.map(normalizeHeader))).digest("hex");
}

/** Only fields of this kind, one per column, as many as there are columns. */
export function cleanMapping(kind: ImportKindValue, headers: readonly string[], raw: unknown): (string | null)[] {
  const known = new Set(IMPORT_FIELDS[kind].map((f) => f.value));
  const list = Array.isArray(raw) ? raw : [];
  return headers.map((_, i) => (typeof list[i] === "string" && known.has(list[i] as string) ? (list[i] as string) : null));
}

/** The mapping confirmed last time for these headers, else the guesses from the header names. */
export async function initialMapping(kind: ImportKindValue, headers: readonly string[]): Promise<{ mapping: (string | null)[]; remembered: boolean }> {
  const saved = await db().importMapping.findUnique({ where: { kind_headerKey: { kind, headerKey: headerKeyOf(headers) } } });
  if (saved) return { mapping: cleanMapping(kind, headers, saved.mapping), remembered: true };
  return { mapping: guessMapping(kind, headers), remembered: false };
}

/** Remembers a confirmed mapping for the next file with the same headers (in the caller's transaction). */
export async function rememberMapping(
  tx: Pick<ReturnType<typeof db>, "importMapping">,
  kind: ImportKindValue,
  headers: readonly string[],
  mapping: (string | null)[],
  userId: number,
): Promise<void> {
  const headerKey = headerKeyOf(headers);
  await tx.importMapping.upsert({
    where: { kind_headerKey: { kind, headerKey } },
    create: { kind, headerKey, mapping, updatedById: userId },
    update: { mapping, updatedById: userId },
  });
}

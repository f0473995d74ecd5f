/**
 * Helpers of the import tests: a file sent as a browser sends it (a stream in pieces), and an import
 * taken from upload to its end without the worker (runImport is what the job calls).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SessionUser } from "@/lib/auth/users";
import { receiveUpload } from "@/lib/imports/upload";
import { saveImportMapping } from "@/lib/imports/start-import";
import { runImport, type RunOptions } from "@/lib/imports/run-import";
import { db } from "@/lib/db";
import type { ImportKindValue } from "@/lib/imports/fields";
import { outcomeBatches, type RowOutcome } from "@/lib/imports/row-outcomes";

export const fixture = (name: string) => readFileSync(path.join(process.cwd(), "test/fixtures/imports", name));

export function streamOf(bytes: Uint8Array, piece = 64 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + piece));
      at += piece;
    },
  });
}

export async function upload(user: SessionUser, bytes: Uint8Array | string, opts: { kind?: ImportKindValue; name?: string; withLength?: boolean } = {}) {
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  return receiveUpload({ user, kind: opts.kind ?? "leads", fileName: opts.name ?? "book.csv", contentLength: opts.withLength === false ? null : data.length, body: streamOf(data) });
}

export type StartOptions = { duplicateChoice?: "skip" | "update" | "duplicate"; fireMetaEvents?: boolean; runAutomations?: boolean; forSale?: boolean; defaultOwnerId?: number; column?: (string | null)[] };

/** Uploads, confirms the guessed (or given) mapping, and runs the job to its end. */
export async function importFile(user: SessionUser, bytes: Uint8Array | string, opts: StartOptions & { kind?: ImportKindValue; name?: string; run?: RunOptions } = {}) {
  const up = await upload(user, bytes, opts);
  if (!up.ok) throw new Error(`upload refused: ${up.error}`);
  const imp = await db().import.findUniqueOrThrow({ where: { id: up.importId } });
  const column = (opts.column ?? (imp.mapping as (string | null)[])).map((c) => c ?? "");
  await saveImportMapping(user, {
    importId: imp.id,
    column,
    duplicateChoice: opts.duplicateChoice ?? "skip",
    fireMetaEvents: !!opts.fireMetaEvents,
    runAutomations: !!opts.runAutomations,
    forSale: !!opts.forSale,
    defaultOwnerId: opts.defaultOwnerId,
    intent: "start",
  });
  const result = await runImport(imp.id, opts.run);
  return { id: imp.id, result, imp: await db().import.findUniqueOrThrow({ where: { id: imp.id } }) };
}

/** Every row's outcome, by line (from the import's batches). */
export async function rowsOf(importId: number) {
  const rows: (RowOutcome & { importId: number })[] = [];
  for await (const batch of outcomeBatches(importId)) rows.push(...batch.map((r) => ({ importId, ...r, contactId: r.contactId ?? null })));
  return rows;
}

import "server-only";
import { db } from "@/lib/db";
import { IMPORT_LIMITS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { binaryReason, CsvFileError, encodingOf, Utf8Check } from "@/lib/imports/csv-file";
import { appendChunk } from "@/lib/imports/file-store";
import { inspectStoredFile } from "@/lib/imports/inspect";
import { initialMapping } from "@/lib/imports/mappings";
import { vouchedByOf } from "@/lib/imports/consent";
import type { ImportKindValue } from "@/lib/imports/fields";

export const TOO_LARGE = `The file is larger than ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB, the most one import takes. Split it into smaller files (at most ${IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows each) and import each one.`;

export type UploadResult = { ok: true; importId: number } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Receives an uploaded CSV as it streams: refused up front when its Content-Length is over the limit,
 * and as soon as it passes the limit otherwise; stored in PostgreSQL in pieces of about 1 MB (never
 * held whole in memory); its start checked for binary content and its bytes for UTF-8 (else it is
 * Windows-1252). Then it is read once, streaming, for its delimiter, header and row count, and the
 * import waits for its mapping (remembered for this header set, or guessed). A refused file leaves
 * nothing behind.
 */
export async function receiveUpload(input: {
  user: SessionUser;
  kind: ImportKindValue;
  fileName: string;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
}): Promise<UploadResult> {
  if (input.contentLength !== null && input.contentLength > IMPORT_LIMITS.maxBytes) return { ok: false, status: 413, error: TOO_LARGE };
  const created = await db().import.create({
    data: { kind: input.kind, fileName: input.fileName, createdById: input.user.id, vouchedBy: vouchedByOf(input.user.username, input.fileName) },
    select: { id: true },
  });
  const importId = created.id;
  const discard = () => db().import.delete({ where: { id: importId } }).catch(() => undefined);
  try {
    const stored = await storeBody(importId, input.body);
    if (!stored.ok) {
      await discard();
      return stored;
    }
    const { delimiter, headers, totalRows } = await inspectStoredFile(importId, stored.encoding);
    const { mapping } = await initialMapping(input.kind, headers);
    await db().$transaction(async (tx) => {
      await tx.import.update({ where: { id: importId }, data: { sizeBytes: stored.size, encoding: stored.encoding, delimiter, headers, totalRows, mapping } });
      await recordAudit({ actorId: input.user.id, action: "import.upload", entity: "import", entityId: importId, changes: { kind: input.kind, fileName: input.fileName, sizeBytes: stored.size, rows: totalRows } }, tx);
    });
    return { ok: true, importId };
  } catch (e) {
    await discard();
    if (e instanceof CsvFileError) return { ok: false, status: e.status, error: e.message };
    throw e;
  }
}

type Stored = { ok: true; size: number; encoding: ReturnType<typeof encodingOf> } | { ok: false; status: 400 | 413 | 415; error: string };

async function storeBody(importId: number, body: ReadableStream<Uint8Array> | null): Promise<Stored> {
  if (!body) return { ok: false, status: 400, error: "The file is empty. Export your records as CSV with a header row (First Name, Last Name, Email…) and upload that." };
  const reader = body.getReader();
  const utf8 = new Utf8Check();
  let head: Buffer | null = null;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const piece = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    if (!head) {
      head = piece.subarray(0, 64 * 1024);
      const binary = binaryReason(head);
      if (binary) return { ok: false as const, status: 415 as const, error: binary };
    }
    utf8.push(piece);
    await appendChunk(importId, seq++, piece);
    return null;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > IMPORT_LIMITS.maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, error: TOO_LARGE };
      }
      pending.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      pendingBytes += value.byteLength;
      if (pendingBytes >= IMPORT_LIMITS.chunkBytes) {
        const refused = await flush();
        if (refused) {
          await reader.cancel().catch(() => undefined);
          return refused;
        }
      }
    }
    const refused = await flush();
    if (refused) return refused;
  } finally {
    try {
      reader.releaseLock();
    } catch {
      // A cancelled reader may still hold a read in flight; the stream is discarded either way.
    }
  }
  utf8.push(new Uint8Array(0), true);
  if (size === 0 || !head) return { ok: false, status: 400, error: "The file is empty. Export your records as CSV with a header row (First Name, Last Name, Email…) and upload that." };
  return { ok: true, size, encoding: encodingOf(head, utf8.valid) };
}

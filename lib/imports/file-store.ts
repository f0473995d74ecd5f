import "server-only";
import { sql } from "@/lib/db";

/**
 * The uploaded file, kept in PostgreSQL in pieces (import_file_chunks) so that any app instance or
 * worker can read it: the app scales out to several instances and separate workers, none of which
 * shares a disk. Read back one piece at a time; deleted when the import ends.
 */
export async function appendChunk(importId: number, seq: number, data: Buffer): Promise<void> {
  await sql().query(`INSERT INTO import_file_chunks ("importId", seq, data) VALUES ($1, $2, $3)`, [importId, seq, data]);
}

/** The file's bytes in order, one stored piece (about 1 MB) in memory at a time. */
export async function* storedFile(importId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const { rows } = await sql().query<{ data: Buffer }>(`SELECT data FROM import_file_chunks WHERE "importId" = $1 AND seq = $2`, [importId, seq]);
    if (!rows[0]) return;
    yield rows[0].data;
  }
}

export async function deleteStoredFile(importId: number): Promise<void> {
  await sql().query(`DELETE FROM import_file_chunks WHERE "importId" = $1`, [importId]);
}

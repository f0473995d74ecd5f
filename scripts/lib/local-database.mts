/**
 * The database the operator scripts work on: DATABASE_URL when set; otherwise the embedded server
 * of `npm start` (EMBEDDED_PG_DIR, default .data/), reached while it runs or started for the duration of the command.
 */
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import path from "node:path";
import { embeddedDataDir, startEmbeddedDb } from "./embedded-db.mts";
import { loadEnvFiles } from "./env-files.mts";

export async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  loadEnvFiles();
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
  const dataDir = embeddedDataDir();
  const passwordFile = path.join(dataDir, "pg-password");
  if (!existsSync(passwordFile)) throw new Error("No database yet: run `npm start` once, or set DATABASE_URL.");
  const url = `postgresql://postgres:${encodeURIComponent(readFileSync(passwordFile, "utf8").trim())}@127.0.0.1:${port}/app`;
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => undefined);
  if (running) return fn(url);
  const embedded = await startEmbeddedDb({ dir: dataDir, port, database: "app", persistent: true });
  try {
    return await fn(embedded.url);
  } finally {
    await embedded.stop();
  }
}

/** Loads .env then .env.local into process.env without overriding what the shell already set. */
import { existsSync, readFileSync, appendFileSync, writeFileSync } from "node:fs";
import { parseEnv } from "node:util";

export function loadEnvFiles(root = process.cwd()): void {
  for (const name of [".env.local", ".env"]) {
    const file = `${root}/${name}`;
    if (!existsSync(file)) continue;
    const values = parseEnv(readFileSync(file, "utf8"));
    for (const [k, v] of Object.entries(values)) if (process.env[k] === undefined) process.env[k] = v;
  }
}

/**
 * Persists a generated local value (e.g. AUTH_SECRET) in .env.local, which git ignores: in place of
 * an empty `KEY=` line (a copy of .env.example has them), else appended.
 */
export function appendLocalEnv(key: string, value: string, root = process.cwd()): void {
  const file = `${root}/.env.local`;
  const line = `${key}=${JSON.stringify(value)}`;
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const empty = new RegExp(`^${key}=[ \t]*(?:""|'')?[ \t]*$`, "m");
  if (empty.test(text)) writeFileSync(file, text.replace(empty, line), { mode: 0o600 });
  else appendFileSync(file, `${text && !text.endsWith("\n") ? "\n" : ""}${line}\n`, { mode: 0o600 });
  process.env[key] = value;
}

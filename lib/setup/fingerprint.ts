import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import type { SetupEntry } from "@/lib/setup/types";

/**
 * A one-way, truncated fingerprint of the configuration a Test used (the entry's variables and the
 * settings it depends on). Stored with the result: after a key changes, the row is "configured but
 * untested" again instead of showing the old key's result. 64 bits of SHA-256 reveal nothing usable.
 */
export function configFingerprint(entry: SetupEntry): string {
  const e = env() as Record<string, unknown>;
  const names = [...entry.variables.map((v) => v.name), ...(entry.also ?? [])];
  const text = names.map((n) => `${n}=${String(e[n] ?? "")}`).join("\n");
  return createHash("sha256").update(`setup-check\n${text}`).digest("hex").slice(0, 16);
}

/** Whether a variable counts as set (a number of 0 and an empty text do not). */
export function isSet(value: unknown): boolean {
  if (typeof value === "number") return value > 0;
  return Boolean(value);
}

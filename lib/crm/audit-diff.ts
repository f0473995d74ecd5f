import type { Prisma } from "@/lib/generated/prisma/client";

type Plain = string | number | boolean | null;

function plain(v: unknown): Plain {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  return String(v); // Decimal and friends
}

/** {field: {from, to}} for the fields whose value changed: what the audit log stores for an update. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Prisma.InputJsonObject {
  const out: Record<string, { from: Plain; to: Plain }> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    const from = plain(before[key]);
    const to = plain(after[key]);
    if (from !== to) out[key] = { from, to };
  }
  return out;
}

/** A snapshot of a created or deleted record for the audit log (plain values only). */
export function snapshot(record: Record<string, unknown>): Prisma.InputJsonObject {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined).map(([k, v]) => [k, plain(v)]));
}

import { createHash } from "node:crypto";

/**
 * Names our statements so each pooled connection parses them once (a PostgreSQL prepared statement,
 * created by `pg` on first use per connection) instead of on every call, and PostgreSQL may keep a
 * plan for them. The lead-capture statement is a dozen CTEs: re-parsing it cost PostgreSQL more CPU
 * than running it. Prisma's statements are named the same way (lib/db.ts): unnamed, the delivery of a
 * routed lead was planned on every call for longer than it ran (pg_stat_statements under
 * bench:marketplace: 0.76 ms planning against 0.52 ms running), and a lead's ~40 statements in the
 * worker were each parsed and planned again.
 *
 * The name is derived from the text, so a changed text is a new statement. Past MAX_NAMED distinct
 * texts in a process a text is sent unnamed, so texts that vary with the data (Prisma's `IN` lists of
 * any length) cannot grow every connection's memory without bound.
 */
const MAX_NAMED = 200;
const names = new Map<string, string>();
const perCall = new Set<string>();

/** The statement's name, or undefined to send it unnamed (planned with its values on every call). */
export function statementName(text: string): string | undefined {
  if (perCall.has(text)) return undefined;
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `q_${createHash("sha256").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A statement that must be planned with its values on every call: never named. For one whose plan
 * for any values (PostgreSQL's generic plan, chosen after five calls of a prepared statement) was
 * measured slower than planning it each time.
 */
export function plannedPerCall(text: string): string {
  perCall.add(text);
  return text;
}

/** A query for `pg`'s pool, named by statementName. */
export function prepared(text: string, values: unknown[]): { name?: string; text: string; values: unknown[] } {
  const name = statementName(text);
  return name ? { name, text, values } : { text, values };
}

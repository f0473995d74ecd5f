import { createHash } from "node:crypto";

/**
 * Names a hot statement so each pooled connection parses and analyses it once (a PostgreSQL
 * prepared statement, created by `pg` on first use per connection) instead of on every request:
 * the lead-capture statement is a dozen CTEs, and re-parsing it cost PostgreSQL more CPU than
 * running it. The name is derived from the text, so a changed text is a new statement. Only texts
 * built from our own code (bounded variants) may be named; past MAX_NAMED distinct texts a text is
 * sent unnamed, so a bug that builds texts from data cannot grow every connection's memory.
 */
const MAX_NAMED = 32;
const names = new Map<string, string>();

export function prepared(text: string, values: unknown[]): { name?: string; text: string; values: unknown[] } {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `q_${createHash("sha256").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}

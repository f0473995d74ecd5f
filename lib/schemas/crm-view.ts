import { z } from "zod";
import { idField } from "@/lib/schemas/crm-fields";

/**
 * A saved view of the Leads or Accounts table (the spec's `reports` table: name, type, config,
 * isPublic, createdBy): the table's address parameters (filters, sort, columns, layout) under a name,
 * private or shared with the team.
 */
export const VIEW_TABLES = ["leads", "accounts"] as const;

/** The address parameters a view keeps (everything but the page). */
export const VIEW_PARAMS = ["q", "filter", "audience", "type", "tag", "sort", "dir", "hide", "view", "size"] as const;

export const saveViewSchema = z.object({
  table: z.enum(VIEW_TABLES, { error: "Unknown table" }),
  name: z.string({ error: "Please name the view" }).trim().min(2, "View name must be at least 2 characters").max(60, "View name is at most 60 characters"),
  shared: z
    .enum(["on", "true", "1"])
    .optional()
    .transform((v) => v !== undefined),
  /** The table's query string when the view was saved. */
  query: z.string().max(2000).default(""),
});
export type SaveViewInput = z.infer<typeof saveViewSchema>;

export const viewRefSchema = z.object({ viewId: idField("That view does not exist") });

/** The kept parameters of a query string, each bounded. */
export function viewConfigOf(query: string): Record<string, string> {
  const sp = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const out: Record<string, string> = {};
  for (const key of VIEW_PARAMS) {
    const v = sp.get(key);
    if (v) out[key] = v.slice(0, 200);
  }
  return out;
}

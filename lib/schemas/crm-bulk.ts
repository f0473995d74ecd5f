import { z } from "zod";
import { ACCOUNT_BULK_ACTIONS, BULK_TRANSACTION_MAX_ROWS, LEAD_BULK_ACTIONS, LEAD_STATUSES } from "@/lib/constants";
import { optionalId, optionalText } from "@/lib/schemas/crm-fields";

/**
 * The bulk actions of the Leads and Accounts tables (server actions in lib/crm/bulk/actions.ts).
 * The selection is either the rows ticked on the page (`ids`, comma-separated) or "all N matching
 * this filter" (`all=1` with the list's own parameters: q, filter, type, tag, deleted), resolved on the
 * server in the user's scope. Form fields arrive as text.
 */

const STATUS_VALUES = LEAD_STATUSES.map((s) => s.value) as [(typeof LEAD_STATUSES)[number]["value"], ...(typeof LEAD_STATUSES)[number]["value"][]];

/** Ticked rows: "12,15,19" (at most one transaction's worth; larger selections use "all matching"). */
export const bulkIds = z
  .string()
  .trim()
  .max(20_000)
  .transform((s) => [...new Set(s.split(",").map((x) => x.trim()).filter(Boolean).map(Number))])
  .refine((ids) => ids.every((n) => Number.isInteger(n) && n > 0 && n < 2_147_483_648), "Unknown rows in the selection")
  .refine((ids) => ids.length <= BULK_TRANSACTION_MAX_ROWS, `At most ${BULK_TRANSACTION_MAX_ROWS} ticked rows: choose "all matching this filter" instead`);

/** A tag name: 1–30 characters, as on accounts. */
export const tagName = z.string({ error: "Please name the tag" }).trim().min(1, "Please name the tag").max(30, "Tags are at most 30 characters");

const selection = {
  ids: bulkIds.optional(),
  all: z.enum(["1"]).optional(),
  q: z.string().trim().max(100).optional(),
  tag: optionalId,
  deleted: z.enum(["1"]).optional(),
};

function requireSelection(v: { ids?: number[]; all?: "1" }, ctx: z.RefinementCtx) {
  if (v.all !== "1" && !(v.ids && v.ids.length > 0)) ctx.addIssue({ code: "custom", path: ["ids"], message: "Please select at least one row" });
}

const LEAD_ACTION_VALUES = LEAD_BULK_ACTIONS as unknown as [(typeof LEAD_BULK_ACTIONS)[number], ...(typeof LEAD_BULK_ACTIONS)[number][]];
const ACCOUNT_ACTION_VALUES = ACCOUNT_BULK_ACTIONS as unknown as [(typeof ACCOUNT_BULK_ACTIONS)[number], ...(typeof ACCOUNT_BULK_ACTIONS)[number][]];

/** What an action needs beyond the selection: the agent, the status (and a reason for lost), the tag. */
function requireParams(v: { action: string; status?: string; lostReason?: string; tagName?: string; smsTemplateId?: number | null }, ctx: z.RefinementCtx) {
  if (v.action === "status" && !v.status) ctx.addIssue({ code: "custom", path: ["status"], message: "Please choose a status" });
  if (v.action === "status" && v.status === "lost" && !v.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Please give a reason for losing these leads" });
  if ((v.action === "tag_add" || v.action === "tag_remove") && !v.tagName) ctx.addIssue({ code: "custom", path: ["tagName"], message: "Please name the tag" });
  if (v.action === "text" && !v.smsTemplateId) ctx.addIssue({ code: "custom", path: ["smsTemplateId"], message: "Please choose a text template" });
}

export const leadBulkSchema = z
  .object({
    ...selection,
    filter: z.string().max(20).optional(),
    audience: z.string().max(20).optional(),
    action: z.enum(LEAD_ACTION_VALUES, { error: "Please choose an action" }),
    assignedTo: optionalId.transform((v) => v ?? null),
    status: z.enum(STATUS_VALUES, { error: "Please choose a status" }).optional(),
    lostReason: optionalText(500),
    tagName: tagName.optional(),
    /** The text template of the "text" action (issue 33). */
    smsTemplateId: optionalId.transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    requireSelection(v, ctx);
    requireParams(v, ctx);
  });
export type LeadBulkInput = z.infer<typeof leadBulkSchema>;

export const accountBulkSchema = z
  .object({
    ...selection,
    type: z.string().max(20).optional(),
    action: z.enum(ACCOUNT_ACTION_VALUES, { error: "Please choose an action" }),
    assignedTo: optionalId.transform((v) => v ?? null),
    tagName: tagName.optional(),
  })
  .superRefine((v, ctx) => {
    requireSelection(v, ctx);
    requireParams(v, ctx);
  });
export type AccountBulkInput = z.infer<typeof accountBulkSchema>;

import { z } from "zod";
import { recordId } from "@/lib/schemas/record-id";

/**
 * The buyer's set-up form (issue 31 §3), shared by the form and the server action. Delivery days and
 * hours are the agent's working hours (Texas time); lines and territory narrow what their plan gives;
 * the CRM always gets the lead, the e-mail alert is a switch, and one push to their own system is optional.
 */
const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, message);
const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const list = (max: number, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? "").split(/[\s,;]+/)).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(max, message));

/** A checkbox group arrives as one value, a list, or nothing. */
const asList = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

export const TEXAS_LICENSE_PATTERN = /^\d{5,10}$/;
export const PUSH_METHODS = ["none", "webhook", "hubspot", "zapier"] as const;

export const buyerSetupSchema = z
  .object({
    licenseNumber: z
      .string({ error: "Enter your Texas agent license number" })
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(TEXAS_LICENSE_PATTERN, "A Texas agent license number is 5 to 10 digits (as on TDI's license lookup)")),
    agencyName: z.string({ error: "Enter your agency's name" }).trim().min(2, "Enter your agency's name").max(120, "Must be at most 120 characters"),
    lines: z
      .preprocess(asList, z.array(z.enum(["auto", "home", "life"], { error: "Unknown line" }), { error: "Choose at least one line" }).min(1, "Choose at least one line"))
      .transform((v) => [...new Set(v)].sort()),
    territory: z.enum(["counties", "zips"], { error: "Choose counties or ZIP codes" }),
    counties: list(254, "At most 254 counties").pipe(z.array(z.string().regex(/^48\d{3}$/, "Unknown county"))),
    zips: list(2000, "At most 2,000 ZIP codes").pipe(z.array(z.string().regex(/^\d{5}$/, "ZIP codes are five digits, like 78701"))),
    workDays: z
      .preprocess(asList, z.array(z.coerce.number().int().min(1, "Unknown day").max(7, "Unknown day"), { error: "Choose at least one delivery day" }).min(1, "Choose at least one delivery day"))
      .transform((v) => [...new Set(v)].sort((a, b) => a - b)),
    workStart: clock("Enter a start time like 08:00"),
    workEnd: clock("Enter an end time like 18:00"),
    emailAlerts: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    pushMethod: z.enum(PUSH_METHODS, { error: "Choose how leads reach your system" }).default("none"),
    pushUrl: z.string().trim().max(500, "Must be at most 500 characters").optional().transform((v) => v || null),
    hubspotToken: z.string().trim().max(200, "Must be at most 200 characters").optional().transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (toMinute(v.workStart) >= toMinute(v.workEnd)) ctx.addIssue({ code: "custom", path: ["workEnd"], message: "The end must be after the start" });
    if (v.territory === "counties" && v.counties.length === 0) ctx.addIssue({ code: "custom", path: ["counties"], message: "Choose at least one county" });
    if (v.territory === "zips" && v.zips.length === 0) ctx.addIssue({ code: "custom", path: ["zips"], message: "Enter at least one Texas ZIP code" });
    if ((v.pushMethod === "webhook" || v.pushMethod === "zapier") && !v.pushUrl) ctx.addIssue({ code: "custom", path: ["pushUrl"], message: "Enter the https address that receives your leads" });
  })
  .transform(({ workStart, workEnd, territory, counties, zips, ...rest }) => ({
    ...rest,
    counties: territory === "counties" ? counties : [],
    zips: territory === "zips" ? [...new Set(zips)] : [],
    workStartMinute: toMinute(workStart),
    workEndMinute: toMinute(workEnd),
  }));
export type BuyerSetupInput = z.output<typeof buyerSetupSchema>;

export const setupReviewSchema = z
  .object({
    buyerId: recordId(),
    decision: z.enum(["approve", "changes"], { error: "Approve or ask for changes" }),
    note: z.string().trim().max(1000, "Must be at most 1,000 characters").optional().transform((v) => v || null),
  })
  .refine((v) => v.decision === "approve" || !!v.note, { path: ["note"], message: "Say what the buyer needs to change" });
export type SetupReviewInput = z.output<typeof setupReviewSchema>;

export const pauseSchema = z.object({ paused: z.enum(["true", "false"], { error: "Say whether deliveries are paused" }).transform((v) => v === "true") });

import { z } from "zod";
import { recordId } from "@/lib/schemas/record-id";

/** Working hours (Texas time) and the details the templates use: the agent's form, on /account and My Day, and the admins' at /admin/agents. */
const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, message);
const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const workingHoursSchema = z
  .object({
    userId: recordId().optional(),
    workDays: z.array(z.coerce.number().int().min(1).max(7, "Unknown day")).max(7).min(1, "Choose at least one working day"),
    workStart: clock("Enter a start time like 08:00"),
    workEnd: clock("Enter an end time like 18:00"),
    displayName: z
      .string()
      .trim()
      .max(80, "Must be at most 80 characters")
      .optional()
      .transform((v) => v || null),
    phone: z
      .string()
      .trim()
      .max(32, "Please enter a valid phone number")
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || v.replace(/\D/g, "").length >= 10, "Please enter a valid phone number"),
    bookingLink: z
      .string()
      .trim()
      .max(300, "Must be at most 300 characters")
      .optional()
      .transform((v) => v || null)
      .pipe(z.url({ protocol: /^https?$/, error: "Enter a full link starting with https://" }).nullable()),
  })
  .refine((v) => toMinute(v.workStart) < toMinute(v.workEnd), { path: ["workEnd"], message: "The end must be after the start" })
  .transform(({ workStart, workEnd, workDays, ...rest }) => ({
    ...rest,
    workDays: [...new Set(workDays)].sort((a, b) => a - b),
    workStartMinute: toMinute(workStart),
    workEndMinute: toMinute(workEnd),
  }));
export type WorkingHoursInput = z.output<typeof workingHoursSchema>;

export const availableNowSchema = z.object({ availableNow: z.enum(["true", "false"], { error: "Say whether you are available" }).transform((v) => v === "true") });

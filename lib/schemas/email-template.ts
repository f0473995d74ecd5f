import { z } from "zod";
import { recordId } from "@/lib/schemas/record-id";
import { TEMPLATE_MERGE_FIELDS } from "@/content/merge-fields";
import { optionalEmail } from "@/lib/schemas/crm-fields";

/**
 * E-mail and text templates (issue 26). Merge fields are written {{field}} and are exactly the ones
 * of content/merge-fields.ts (TEMPLATE_MERGE_FIELDS). `mergeFieldProblems` finds an unknown field or
 * a brace left open (or a single brace), naming it, so the form and the server refuse it alike.
 */
export const TEMPLATE_FIELD_NAMES = Object.keys(TEMPLATE_MERGE_FIELDS) as (keyof typeof TEMPLATE_MERGE_FIELDS)[];

export function mergeFieldProblems(text: string): string[] {
  const problems: string[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    const close = text.indexOf("}", i);
    if (open === -1 && close === -1) break;
    if (close !== -1 && (open === -1 || close < open)) {
      problems.push(`A closing brace has no opening brace: “${snippet(text, close)}”`);
      i = close + 1;
      continue;
    }
    if (text[open + 1] !== "{") {
      problems.push(`Merge fields take two braces, like {{first_name}}: “${snippet(text, open)}”`);
      i = open + 1;
      continue;
    }
    const end = text.indexOf("}}", open + 2);
    const nextOpen = text.indexOf("{", open + 2);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) {
      problems.push(`Unclosed merge field: “${snippet(text, open)}” needs a closing }}`);
      i = open + 2;
      continue;
    }
    const name = text.slice(open + 2, end).trim();
    if (!(TEMPLATE_FIELD_NAMES as string[]).includes(name)) problems.push(`Unknown merge field {{${name}}}`);
    i = end + 2;
  }
  return [...new Set(problems)];
}

function snippet(text: string, at: number): string {
  return text.slice(at, at + 24).split("\n")[0]!;
}

const withFields = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Must be at most ${max.toLocaleString("en-US")} characters`)
    .superRefine((v, ctx) => {
      for (const message of mergeFieldProblems(v)) ctx.addIssue({ code: "custom", message });
    });

export const emailTemplateSchema = z.object({
  templateId: recordId().optional(),
  name: z.string().trim().min(1, "Enter a name").max(120, "Must be at most 120 characters"),
  subject: withFields(200, "Enter a subject"),
  body: withFields(10_000, "Enter the message"),
  fromName: z
    .string()
    .trim()
    .max(120, "Must be at most 120 characters")
    .refine((v) => !/[<>"\r\n]/.test(v), "A name cannot contain <, >, quotes or line breaks")
    .optional()
    .transform((v) => v || null),
  /** Empty: replies go to the lead's assigned agent (the agency's address when nobody has the lead). */
  replyTo: optionalEmail.transform((v) => v ?? null),
  isActive: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
export type EmailTemplateInput = z.output<typeof emailTemplateSchema>;

export const templatePreviewSchema = z.object({
  templateId: recordId().optional(),
  subject: z.string().max(200).default(""),
  body: z.string().max(10_000).default(""),
  leadId: z.coerce.number({ error: "Enter a lead number" }).int("Enter a lead number").positive("Enter a lead number"),
});

export const smsTemplateSchema = z.object({
  templateId: recordId().optional(),
  name: z.string().trim().min(1, "Enter a name").max(120, "Must be at most 120 characters"),
  content: withFields(480, "Enter the message"),
  isActive: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
export type SmsTemplateInput = z.output<typeof smsTemplateSchema>;

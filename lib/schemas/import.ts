import { z } from "zod";
import { IMPORT_LIMITS } from "@/lib/constants";
import { idField, optionalId } from "@/lib/schemas/crm-fields";

export const IMPORT_KIND_VALUES = ["leads", "accounts"] as const;
export const DUPLICATE_CHOICES = [
  { value: "skip", label: "Skip the row" },
  { value: "update", label: "Update the existing record" },
  { value: "duplicate", label: "Import it as a duplicate" },
] as const;

/**
 * POST /api/imports?kind=&name=: what the file is and what it is called. The body is the file itself.
 * The name is kept as the source of imported leads (`import:<name>`), so only its last path part,
 * without control characters, up to IMPORT_LIMITS.fileNameChars.
 */
export const importUploadQuerySchema = z.object({
  kind: z.enum(IMPORT_KIND_VALUES, { error: "Choose what the file holds: leads, or accounts with their contacts" }),
  name: z
    .string({ error: "The file needs a name" })
    .transform((v) => v.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, IMPORT_LIMITS.fileNameChars))
    .pipe(z.string().min(1, "The file needs a name")),
});

const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/**
 * The mapping screen: the field of each column (in order; "" = not imported), what to do with rows
 * matching an existing record, whether imported rows fire Meta events and automations (off by
 * default: nothing fires unless the admin ticks it), whether the new leads are sold to buyers, and the
 * owner of rows without one.
 * `intent`: "preview" saves the mapping and shows the first rows as they will be stored; "start" starts.
 */
export const importMappingSchema = z.object({
  importId: idField("That import does not exist."),
  column: z.array(z.string().max(40)).max(IMPORT_LIMITS.maxColumns),
  duplicateChoice: z.enum(["skip", "update", "duplicate"], { error: "Choose what to do with duplicates" }).default("skip"),
  fireMetaEvents: checkbox,
  runAutomations: checkbox,
  /** Leads only: consumer shoppers passed to buyers (the marketplace's inventory) instead of the agency's own book. */
  forSale: checkbox,
  defaultOwnerId: optionalId,
  intent: z.enum(["preview", "start"]).default("preview"),
});
export type ImportMappingInput = z.output<typeof importMappingSchema>;

export const importIdSchema = z.object({ importId: idField("That import does not exist.") });

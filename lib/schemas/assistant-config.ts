import { z } from "zod";

const list = z.array(z.string().trim().min(1).max(200)).max(30);

/** The assistant configuration (public-site.md §3), shared by /alex-admin and /api/alex/config. */
export const assistantConfigSchema = z.object({
  personality: z.object({
    tone: z.string().trim().min(1, "Required").max(200),
    expertise: z.string().trim().min(1, "Required").max(500),
    communicationStyle: z.string().trim().min(1, "Required").max(500),
    specialties: list,
  }),
  responseGuidelines: z.object({
    maxLength: z.number().int().min(20).max(500).default(120),
    includeCallToAction: z.boolean(),
    mentionSpecificServices: z.boolean(),
    focusOnResults: z.boolean(),
  }),
  businessContext: z.object({
    companyName: z.string().trim().min(1, "Required").max(120),
    targetAudience: z.string().trim().min(1, "Required").max(500),
    currentEvents: list,
    keyServices: list,
  }),
});
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;

import { z } from "zod";

export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(80, "Name must be at most 80 characters"),
  source: z
    .string()
    .trim()
    .min(2, "Source must be at least 2 characters")
    .max(40, "Source must be at most 40 characters")
    .regex(/^[a-z0-9][a-z0-9_-]*$/, "Use lowercase letters, numbers, dashes and underscores"),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

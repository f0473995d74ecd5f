import { z } from "zod";
import { LEAD_TYPES } from "@/lib/constants";
import { optionalEmail } from "@/lib/schemas/crm-fields";

/** /admin/agents: an approved user's e-mail, standing, role and accepted lead types. */
export const agentSettingsSchema = z
  .object({
    email: optionalEmail.transform((v) => v ?? null),
    status: z.enum(["active", "disabled"], { error: "Please choose active or disabled" }),
    role: z.enum(["agent", "sales", "admin"], { error: "Please choose a role" }),
    acceptsLeadTypes: z.array(z.enum(LEAD_TYPES, { error: "Unknown lead type" })).max(LEAD_TYPES.length),
  })
  .partial();
export type AgentSettings = z.output<typeof agentSettingsSchema>;

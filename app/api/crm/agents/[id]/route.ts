import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { agentSettingsSchema } from "@/lib/schemas/crm-admin";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { updateAgent } from "@/lib/crm/agents/agents";

/** PATCH /api/crm/agents/[id] (admins): e-mail, active flag, accepted lead types for round-robin. */
export const PATCH = crmRoute<IdContext>(
  "PATCH /api/crm/agents/[id]",
  async (req, user, ctx) => {
    const id = await routeId(ctx);
    const body = await readJson(req, agentSettingsSchema, { maxBytes: 2048 });
    if (!body.ok) return body.response;
    return json({ success: true, user: await updateAgent(user, id, body.data) });
  },
  { role: "admin" },
);

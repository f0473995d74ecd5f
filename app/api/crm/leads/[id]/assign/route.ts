import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { leadAssignSchema } from "@/lib/schemas/crm-admin";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { assignLead } from "@/lib/crm/leads/assign";

/** POST /api/crm/leads/[id]/assign {assignedTo} (admins) → {success, assignedTo}; the agent is e-mailed. */
export const POST = crmRoute<IdContext>(
  "POST /api/crm/leads/[id]/assign",
  async (req, user, ctx) => {
    const id = await routeId(ctx);
    const body = await readJson(req, leadAssignSchema, { maxBytes: 1024 });
    if (!body.ok) return body.response;
    return json({ success: true, ...(await assignLead(user, id, body.data.assignedTo)) });
  },
  { role: "admin" },
);

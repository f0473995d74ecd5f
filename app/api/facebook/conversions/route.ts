import { apiUser } from "@/lib/auth/session";
import { errorResponse, json } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { isCrossSite } from "@/lib/http/request-meta";
import { readJson } from "@/lib/http/read-json";
import { conversionTestSchema } from "@/lib/schemas/conversion-test";
import { sendTestEvent } from "@/lib/integrations/meta/test-event";

/**
 * POST /api/facebook/conversions {event_name, lead_id, custom_value?} → {success, error, result}
 * with result.data[0].id the event id. Sends one test event now (testing pages). Admins only.
 */
export const POST = guardErrors("POST /api/facebook/conversions", async (req: Request) => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, conversionTestSchema, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;
  return json(await sendTestEvent(body.data));
});

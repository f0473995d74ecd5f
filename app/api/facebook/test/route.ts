import { apiUser } from "@/lib/auth/session";
import { json } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";
import { testMetaConnection } from "@/lib/integrations/meta/connection-test";

/**
 * GET /api/facebook/test → {success, error, pixelInfo: {id, name}, missing: {pixelId, accessToken}}:
 * reads the pixel with the server's credentials. Admins only. A failed test is a 200 with
 * success false (the test ran; its answer is the result).
 */
export const GET = guardErrors("GET /api/facebook/test", async () => {
  const access = await apiUser("admin");
  if (!access.ok) return access.response;
  return json(await testMetaConnection());
});

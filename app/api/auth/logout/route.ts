import { signOut } from "@/lib/auth/config";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { clearSignedInHint } from "@/lib/auth/signed-in-hint";
import { guardErrors } from "@/lib/http/guard-errors";

/** POST /api/auth/logout: clears the session cookie. Signed-out callers get success too. */
export const POST = guardErrors("POST /api/auth/logout", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  await signOut({ redirect: false });
  await clearSignedInHint();
  return json({ success: true });
});

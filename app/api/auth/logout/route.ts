import { signOut } from "@/lib/auth/config";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { clearSignedInHint } from "@/lib/auth/signed-in-hint";

/** POST /api/auth/logout: clears the session cookie. Signed-out callers get success too. */
export async function POST(req: Request): Promise<Response> {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  await signOut({ redirect: false });
  await clearSignedInHint();
  return json({ success: true });
}

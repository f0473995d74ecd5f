import { signOut } from "@/lib/auth/config";
import { currentAccount } from "@/lib/auth/session";
import { revokeSession } from "@/lib/auth/sessions";
import { recordAudit } from "@/lib/audit/record";
import { errorResponse, json } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { clearSignedInHint } from "@/lib/auth/signed-in-hint";
import { guardErrors } from "@/lib/http/guard-errors";

/**
 * POST /api/auth/logout: ends this session on the server (a copy of the cookie stops working on every
 * instance at once) and clears the cookie. Signed-out callers get success too.
 */
export const POST = guardErrors("POST /api/auth/logout", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const account = await currentAccount();
  if (account) {
    await revokeSession(account.sessionId);
    await recordAudit({ actorId: account.id, action: "auth.logout", entity: "user", entityId: account.id });
  }
  await signOut({ redirect: false });
  await clearSignedInHint();
  return json({ success: true });
});

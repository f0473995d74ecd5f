import { currentAccount } from "@/lib/auth/session";
import { clearSignedInHint, isHttps, setSignedInHint } from "@/lib/auth/signed-in-hint";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint-cookie";
import { json, unauthorized } from "@/lib/http/responses";
import { guardErrors } from "@/lib/http/guard-errors";

/**
 * GET /api/auth/user → {success: true, user: {username, role, status}} or 401 when not signed in (or the
 * session was ended). `status` is "pending" for an account still waiting for approval.
 * Keeps the signed-in marker cookie in step with the real session.
 */
export const GET = guardErrors("GET /api/auth/user", async (req: Request) => {
  const account = await currentAccount();
  const hinted = hasSignedInHint(req.headers.get("cookie") ?? "");
  if (!account) {
    if (hinted) await clearSignedInHint();
    return unauthorized();
  }
  if (!hinted) await setSignedInHint(isHttps(req));
  return json({ success: true, user: { username: account.username, role: account.role, status: account.status } });
});

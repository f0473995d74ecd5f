import { AuthError } from "next-auth";
import { signIn } from "@/lib/auth/config";
import { signInSchema } from "@/lib/schemas/auth";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite, userAgent } from "@/lib/http/request-meta";
import {
  checkSignInThrottle,
  clearSignInFailures,
  recordSignInFailure,
  throttleMessage,
} from "@/lib/auth/sign-in-throttle";
import { verifyCredentials } from "@/lib/auth/users";
import { createSession } from "@/lib/auth/sessions";
import { recordAudit } from "@/lib/audit/record";
import { log } from "@/lib/log";
import { isHttps, setSignedInHint } from "@/lib/auth/signed-in-hint";
import { guardErrors } from "@/lib/http/guard-errors";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_REJECTED = "This registration was not approved. Contact an administrator of your agency.";
export const ACCOUNT_DISABLED = "This account is disabled. Contact an administrator of your agency.";

/**
 * POST /api/auth/login {username, password} → {success, error, status}; sets the session cookie.
 * An account waiting for approval signs in (it sees its waiting page and nothing else: `status: "pending"`);
 * a rejected or disabled one does not, and is told so only after the right password.
 */
export const POST = guardErrors("POST /api/auth/login", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const body = await readJson(req, signInSchema, { maxBytes: 4096 });
  if (!body.ok) return body.response;
  const { username, password } = body.data;
  const ip = clientIp(req);

  const throttle = await checkSignInThrottle(username, ip);
  if (throttle.blocked) {
    log.warn("auth.login.throttled", { ip });
    return errorResponse(429, throttleMessage(throttle.retryAfterSeconds), {
      "Retry-After": String(throttle.retryAfterSeconds),
    });
  }

  const check = await verifyCredentials(username, password);
  if (!check.ok) {
    await recordSignInFailure(username, ip);
    await recordAudit({ action: "auth.login.failed", entity: "user", changes: { username, ip, reason: check.reason } });
    log.info("auth.login.failed", { ip, reason: check.reason });
    if (check.reason === "invalid") return errorResponse(401, INVALID_CREDENTIALS);
    return errorResponse(403, check.reason === "rejected" ? ACCOUNT_REJECTED : ACCOUNT_DISABLED);
  }
  const { user } = check;
  const sessionId = await createSession(user.id, { ip, userAgent: userAgent(req) });
  try {
    await signIn("credentials", { sessionId, userId: String(user.id), redirect: false });
  } catch (e) {
    // The session row was created a moment ago; Auth.js refusing it means the account changed meanwhile.
    if (!(e instanceof AuthError)) throw e;
    return errorResponse(401, INVALID_CREDENTIALS);
  }
  await clearSignInFailures(username);
  await recordAudit({ actorId: user.id, action: "auth.login.succeeded", entity: "user", entityId: user.id, changes: { username, ip } });
  log.info("auth.login.succeeded", { ip });
  await setSignedInHint(isHttps(req));
  return json({ success: true, status: user.status });
});

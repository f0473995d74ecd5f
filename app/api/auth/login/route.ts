import { AuthError } from "next-auth";
import { signIn } from "@/lib/auth/config";
import { signInSchema } from "@/lib/schemas/auth";
import { readJson } from "@/lib/http/read-json";
import { errorResponse, json } from "@/lib/http/responses";
import { clientIp, isCrossSite } from "@/lib/http/request-meta";
import {
  checkSignInThrottle,
  clearSignInFailures,
  recordSignInFailure,
  throttleMessage,
} from "@/lib/auth/sign-in-throttle";
import { recordAudit } from "@/lib/audit/record";
import { log } from "@/lib/log";
import { isHttps, setSignedInHint } from "@/lib/auth/signed-in-hint";
import { guardErrors } from "@/lib/http/guard-errors";

export const INVALID_CREDENTIALS = "Invalid username or password";

/** POST /api/auth/login {username, password} → {success, error}; sets the session cookie. */
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

  try {
    await signIn("credentials", { username, password, redirect: false });
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    await recordSignInFailure(username, ip);
    await recordAudit({ action: "auth.login.failed", entity: "user", changes: { username, ip } });
    log.info("auth.login.failed", { ip });
    return errorResponse(401, INVALID_CREDENTIALS);
  }
  await clearSignInFailures(username);
  await recordAudit({ action: "auth.login.succeeded", entity: "user", changes: { username, ip } });
  log.info("auth.login.succeeded", { ip });
  await setSignedInHint(isHttps(req));
  return json({ success: true });
});

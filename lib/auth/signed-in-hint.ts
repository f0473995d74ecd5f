import "server-only";
import { cookies } from "next/headers";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/config";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint-cookie";

/** Sets the signed-in marker (see signed-in-hint-cookie.ts) for as long as a session lasts. */
export async function setSignedInHint(secure: boolean): Promise<void> {
  (await cookies()).set(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    sameSite: "lax",
    secure,
    httpOnly: false,
  });
}

export async function clearSignedInHint(): Promise<void> {
  const jar = await cookies();
  if (jar.has(SIGNED_IN_HINT_COOKIE)) jar.delete(SIGNED_IN_HINT_COOKIE);
}

export const isHttps = (req: Request): boolean =>
  new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";

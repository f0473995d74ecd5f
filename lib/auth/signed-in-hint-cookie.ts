/**
 * A readable, non-secret marker beside the HttpOnly session cookie: "this browser has signed in".
 * The header asks GET /api/auth/user only when it is present, so anonymous visitors of the
 * marketing pages never make a request that can only answer 401. It grants nothing: every page,
 * action and route still checks the real session.
 */
export const SIGNED_IN_HINT_COOKIE = "til_signed_in";

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

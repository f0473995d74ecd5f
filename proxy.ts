import { NextResponse, type NextRequest } from "next/server";
import { isStaffPath, SESSION_COOKIES } from "@/lib/auth/staff-routes";
import { pagePolicy } from "@/lib/security/page-csp";

/**
 * Next 16's proxy (formerly middleware.ts), on the Node.js runtime. Two jobs:
 *  1. A comfort redirect: visitors without a session cookie who open a staff page go straight to
 *     /login. The real checks live in every page, action and route handler (a proxy-only guard was
 *     bypassable, CVE-2025-29927).
 *  2. The page's Content-Security-Policy (lib/security/page-csp.ts): hashes for prerendered pages,
 *     a per-request nonce for pages rendered per request. The nonce travels to Next on the
 *     request's CSP header (Next puts it on every script it renders) and to the browser on the
 *     response's.
 */
export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const hasSession = SESSION_COOKIES.some((name) => req.cookies.has(name));
  if (!hasSession && isStaffPath(pathname)) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = "";
    return NextResponse.redirect(url);
  }
  const { policy, nonce } = pagePolicy(pathname);
  let res: NextResponse;
  if (nonce) {
    const headers = new Headers(req.headers);
    headers.set("content-security-policy", policy);
    res = NextResponse.next({ request: { headers } });
  } else {
    res = NextResponse.next();
  }
  res.headers.set("Content-Security-Policy", policy);
  return res;
}

export const config = {
  // Pages only: API routes, Next's static files and the metadata files keep the base policy of
  // next.config.ts headers() and never pay for the proxy.
  matcher: ["/((?!api/|paypal/|_next/static/|_next/image|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|opengraph-image).*)"],
};

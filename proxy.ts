import { NextResponse, type NextRequest } from "next/server";
import { isStaffPath, SESSION_COOKIES } from "@/lib/auth/staff-routes";
import { hasMalformedEscape } from "@/lib/http/malformed-path";
import { refuseMalformedForm } from "@/lib/http/form-body-check";
import { isCrossSite } from "@/lib/http/request-meta";
import { pagePolicy } from "@/lib/security/page-csp";

/**
 * Next 16's proxy (formerly middleware.ts), on the Node.js runtime. Four jobs:
 *  1. A path with a broken percent escape under a route with dynamic segments answers 400, and a
 *     multipart body that does not parse (any path) 400 or 413: Next would answer a bare 500 to either
 *     (found by test/system/http-fuzz.mts; lib/http/form-body-check.ts).
 *  2. A cross-site POST to a page answers 403: the only POSTs pages take are server actions (from a
 *     form or a script), and Next itself refuses one whose Origin is not the site's with a bare 500.
 *  3. A comfort redirect: visitors without a session cookie who open a staff page go straight to
 *     /login. The real checks live in every page, action and route handler (a proxy-only guard was
 *     bypassable, CVE-2025-29927).
 *  4. The page's Content-Security-Policy (lib/security/page-csp.ts): hashes for prerendered pages,
 *     a per-request nonce for pages rendered per request. The nonce travels to Next on the
 *     request's CSP header (Next puts it on every script it renders) and to the browser on the
 *     response's.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (hasMalformedEscape(pathname)) {
    return NextResponse.json({ success: false, error: "Malformed URL" }, { status: 400 });
  }
  const refused = await refuseMalformedForm(req);
  if (refused) return refused;
  // API routes reach the proxy only for the check above; they keep next.config.ts's base policy.
  if (pathname.startsWith("/api/") || pathname.startsWith("/paypal/")) return NextResponse.next();
  if (req.method === "POST" && isCrossSite(req)) {
    return new NextResponse("Cross-site requests are not allowed", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }

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
  matcher: [
    // Pages: API routes, Next's static files and the metadata files keep the base policy of
    // next.config.ts headers() and never pay for the proxy...
    "/((?!api/|paypal/|_next/static/|_next/image|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|opengraph-image).*)",
    // ...except the API routes with dynamic segments, for the malformed-escape check.
    "/api/cart/:path*",
    "/api/crm/:path*",
    "/paypal/order/:path*",
    // ...and any request with a multipart body, for the form check.
    { source: "/:path*", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};

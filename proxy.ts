import { NextResponse, type NextRequest } from "next/server";
import { isStaffPath, SESSION_COOKIES } from "@/lib/auth/staff-routes";
import { hasMalformedEscape } from "@/lib/http/malformed-path";

/**
 * Next 16's proxy (formerly middleware.ts). A comfort redirect only: visitors without a session
 * cookie who open a staff page go straight to /login. The real checks live in every page, action
 * and route handler (a proxy-only guard was bypassable, CVE-2025-29927).
 * It also answers 400 to a path with a broken percent escape under the routes with dynamic segments:
 * Next would fail to decode the parameter and answer a bare 500 (found by test/system/http-fuzz.mts).
 */
export function proxy(req: NextRequest) {
  if (hasMalformedEscape(req.nextUrl.pathname)) {
    return NextResponse.json({ success: false, error: "Malformed URL" }, { status: 400 });
  }
  const hasSession = SESSION_COOKIES.some((name) => req.cookies.has(name));
  if (!hasSession && isStaffPath(req.nextUrl.pathname)) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = "";
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/crm-dashboard/:path*",
    "/admin-dashboard-private/:path*",
    "/admin-funnel-private/:path*",
    "/admin-quote-private/:path*",
    "/alex-admin/:path*",
    "/lead-validation-test/:path*",
    "/crm-stage-test/:path*",
    "/crm-integrations/:path*",
    "/facebook-credentials/:path*",
    "/facebook-api-test/:path*",
    "/facebook-test/:path*",
    "/admin/:path*",
    // Routes with dynamic segments (the malformed-escape check above); other pages and routes stay out.
    "/api/cart/:path*",
    "/api/crm/:path*",
    "/api/admin/:path*",
    "/paypal/order/:path*",
    "/blog/:path*",
    "/ai-insights/category/:path*",
    "/crm/:path*",
  ],
};

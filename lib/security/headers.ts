import { BASE_POLICY } from "./csp";

/**
 * Security headers sent with every response (next.config.ts `headers()`), pages, API routes and
 * static files alike. The Content-Security-Policy here locks down what needs no per-page knowledge:
 * no plugins, no <base> rewriting, no framing (clickjacking), forms post only to us. Pages get
 * their script sources (nonce or hashes) from proxy.ts, which replaces this header on them
 * (lib/security/csp.ts, lib/security/page-csp.ts).
 */
export const CONTENT_SECURITY_POLICY = BASE_POLICY;

/**
 * Camera, microphone, location and the like are never used; payment stays available to the checkout's
 * providers. Only features Chromium knows: an unknown one (bluetooth was) prints a console warning on
 * every page load.
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "usb=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
  'payment=(self "https://js.stripe.com" "https://www.paypal.com" "https://www.sandbox.paypal.com")',
].join(", ");

export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
    // Browsers honour HSTS only over HTTPS; two years, subdomains included, preload-ready.
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "X-Frame-Options", value: "DENY" },
  ];
}

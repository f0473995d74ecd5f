import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["{lib,app,components,content,scripts,test,prisma,bench}/**/*.test.{ts,tsx}"],
    exclude: ["node_modules", ".next", ".data", "e2e"],
    environment: "node",
    // next.config.ts turns on forbidden()/unauthorized() (experimental.authInterrupts); `next build` sets
    // this for the app, and actions and pages called from tests need it too.
    env: { __NEXT_EXPERIMENTAL_AUTH_INTERRUPTS: "true" },
    // Integration tests share one throwaway PostgreSQL database created by scripts/run-tests.mts.
    fileParallelism: false,
    // Each file starts with no job and no Meta event waiting (what earlier files left is theirs, not its work).
    setupFiles: ["./test/setup/no-leftover-work.ts"],
    testTimeout: 20_000,
    // The default output, and each test's duration against its timeout for the table `npm test` prints at its end.
    reporters: ["default", "./test/timings/vitest-timings-reporter.ts"],
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only", "next-auth", "@auth/core"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts") },
  },
});

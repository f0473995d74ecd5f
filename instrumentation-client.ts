/**
 * Runs in the browser before the app hydrates. Zod 4 probes for `new Function` to compile fast
 * object parsers; our Content-Security-Policy has no 'unsafe-eval', so the probe would be refused
 * and reported as a violation on every page with a form. Jitless mode skips the probe (and eval).
 * Zod keeps its configuration on this global (shared by every copy of zod on the page); setting it
 * here instead of importing `config` from "zod/v4/core" keeps zod's core out of every page's
 * first-load JavaScript. e2e/security-headers.spec.ts fails if the probe comes back.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

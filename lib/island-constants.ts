/**
 * Spec constants read by client islands on public pages. They live apart from lib/constants.ts, which
 * re-exports them: a client component that imports lib/constants.ts ships the whole module (~2 kB gzip
 * of CRM stages, products and limits) in its page's first load.
 */

/**
 * Where the Marketing Packages page's Upgrade buttons lead (spec §6: /contact). The insights hub, the premium
 * trial offer and premium articles go to PREMIUM_CHECKOUT_HREF instead.
 */
export const PREMIUM_UPGRADE_HREF = "/contact";

/** How long a Copy button shows "Copied" (spec: 2 seconds). */
export const COPY_MARKER_MS = 2000;

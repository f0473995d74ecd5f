/** What a static page hands to the premium client island: a preview only, never the full text. */
export interface LockedItem {
  /** Key of the full text in GET /api/content/premium `items`. */
  id: string;
  /** Display name, also used in the "Copied!" toast. */
  name: string;
  /** Truncated text ending in "..." (lib/content/truncate.ts). */
  preview: string;
  /** Copied before the full text: "Subject: …" for e-mails, headline and subheadline for landing pages. */
  copyPrefix?: string;
}

/** GET /api/content/premium. */
export type PremiumAnswer = { unlocked: false } | { unlocked: true; items: Record<string, string> };

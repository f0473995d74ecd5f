import "server-only";
import {
  articles,
  emailSequences,
  landingPages,
  phoneScripts,
  socialPosts,
  type Article,
  type CopyBlock,
} from "@/content";
import { previewFor, type PreviewKind } from "@/lib/content/truncate";
import type { LockedItem } from "@/lib/content/premium-types";

/**
 * Everything behind the premium gate: the four Marketing Packages groups and the copyable blocks of
 * premium articles. Pages render `toLockedItem()` previews (static HTML); the full texts leave the
 * server only through GET /api/content/premium, for users `hasPremiumAccess()` accepts.
 */
export interface GatedItem {
  id: string;
  name: string;
  kind: PreviewKind;
  text: string;
  copyPrefix?: string;
}

export const gatedSocialPosts: GatedItem[] = socialPosts.map((p) => ({ id: p.id, name: p.title, kind: "social", text: p.text }));

export const gatedEmails: GatedItem[] = emailSequences.map((e) => ({
  id: e.id,
  name: e.name,
  kind: "email",
  text: e.body,
  copyPrefix: `Subject: ${e.subject}\n\n`,
}));

export const gatedLandingPages: GatedItem[] = landingPages.map((l) => ({
  id: l.id,
  name: l.name,
  kind: "landing",
  text: l.body,
  copyPrefix: `${l.headline}\n${l.subheadline}\n\n`,
}));

export const gatedPhoneScripts: GatedItem[] = phoneScripts.map((s) => ({ id: s.id, name: s.title, kind: "script", text: s.text }));

function blockKind(block: CopyBlock): PreviewKind {
  if (block.kind === "welcome-email" || block.kind === "follow-up-email") return "email";
  if (block.kind === "social-educational") return "social";
  return "script";
}

/** The copy blocks of a premium article, as gated items (free articles have none). */
export function gatedArticleBlocks(article: Article): GatedItem[] {
  if (!article.isPremium) return [];
  return article.copyBlocks.map((b) => ({
    id: b.id,
    name: b.name,
    kind: blockKind(b),
    text: b.text,
    copyPrefix: "subject" in b ? `Subject: ${b.subject}\n\n` : undefined,
  }));
}

export function allGatedItems(): GatedItem[] {
  return [
    ...gatedSocialPosts,
    ...gatedEmails,
    ...gatedLandingPages,
    ...gatedPhoneScripts,
    ...articles.flatMap(gatedArticleBlocks),
  ];
}

/** Full texts by id, for unlocked users only. */
export function premiumTexts(): Record<string, string> {
  return Object.fromEntries(allGatedItems().map((item) => [item.id, item.text]));
}

export function toLockedItem(item: GatedItem): LockedItem {
  const locked: LockedItem = { id: item.id, name: item.name, preview: previewFor(item.kind, item.text) };
  if (item.copyPrefix) locked.copyPrefix = item.copyPrefix;
  return locked;
}

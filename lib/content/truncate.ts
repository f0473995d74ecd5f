import { PACKAGE_PREVIEW_LENGTHS } from "@/content/marketing-packages";

/**
 * Premium previews (public-site.md §2, Marketing Packages): texts are cut to a preview length and end
 * with an ellipsis. Lengths: default 150, social posts 100, e-mails 200, landing pages 300, scripts 150.
 */
export const PREVIEW_LENGTHS = PACKAGE_PREVIEW_LENGTHS;
export type PreviewKind = keyof typeof PREVIEW_LENGTHS;
export const ELLIPSIS = "...";

/**
 * The first `limit` characters of `text` followed by "...", or `text` unchanged when it is not longer
 * than `limit`. Characters are Unicode code points, so an emoji is never cut in half; trailing
 * whitespace before the ellipsis is dropped.
 */
export function truncatePreview(text: string, limit: number = PREVIEW_LENGTHS.default): string {
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : PREVIEW_LENGTHS.default;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join("").trimEnd() + ELLIPSIS;
}

/** The preview of `text` for a kind of content ("social", "email", "landing", "script", "default"). */
export function previewFor(kind: PreviewKind, text: string): string {
  return truncatePreview(text, PREVIEW_LENGTHS[kind]);
}

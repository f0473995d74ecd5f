/**
 * How many SMS segments a text costs, the way carriers count them (messaging-billing.md §1.7). GSM-7
 * (the SMS alphabet: ASCII letters, digits, common punctuation, a few accented letters such as é, ñ,
 * ü) fits 160 characters in one message and 153 per part when split; the extension characters
 * (^ { } \ [ ~ ] | €) count twice. One character outside it (á, í, ó, ú, curly quotes, an emoji)
 * turns the whole text into UCS-2: 70 in one message, 67 UTF-16 units per part. Twilio's own
 * `num_segments` is authoritative; this is the estimate the editors show while typing. No server-only
 * code: the lead page and the template editor count in the browser.
 */
const GSM = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const EXT = "\f^{}\\[~]|€";
const GSM_SET = new Set(GSM);
const EXT_SET = new Set(EXT);

export type Encoding = "GSM-7" | "UCS-2";
export type SegmentCount = {
  encoding: Encoding;
  /** Characters as the encoding counts them (GSM-7 septets, UCS-2 UTF-16 units). */
  units: number;
  segments: number;
  /** Units per segment at this length (160 or 153; 70 or 67). */
  perSegment: number;
  /** The first character that forced UCS-2, if any (the editor names it). */
  culprit: string | null;
};

export function smsSegments(body: string): SegmentCount {
  let septets = 0;
  for (const ch of body) {
    if (GSM_SET.has(ch)) septets += 1;
    else if (EXT_SET.has(ch)) septets += 2;
    else {
      const units = body.length;
      const single = units <= 70;
      return { encoding: "UCS-2", units, segments: units === 0 ? 0 : single ? 1 : Math.ceil(units / 67), perSegment: single ? 70 : 67, culprit: ch };
    }
  }
  const single = septets <= 160;
  return { encoding: "GSM-7", units: septets, segments: septets === 0 ? 0 : single ? 1 : Math.ceil(septets / 153), perSegment: single ? 160 : 153, culprit: null };
}

/** "1 segment (GSM-7, 142 of 160 characters)" / "2 segments (UCS-2 because of “ó”, 95 characters, 67 a segment)". */
export function describeSegments(c: SegmentCount): string {
  const seg = `${c.segments} segment${c.segments === 1 ? "" : "s"}`;
  if (c.encoding === "GSM-7") return c.segments <= 1 ? `${seg} (GSM-7, ${c.units} of 160 characters)` : `${seg} (GSM-7, ${c.units} characters, 153 a segment)`;
  const why = c.culprit ? ` because of “${c.culprit}”` : "";
  return c.segments <= 1 ? `${seg} (UCS-2${why}, ${c.units} of 70 characters)` : `${seg} (UCS-2${why}, ${c.units} characters, 67 a segment)`;
}

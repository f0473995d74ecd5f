import { SMS_MAX_CHARACTERS } from "@/lib/constants";
import { describeSegments, smsSegments } from "@/lib/texting/segments";

/**
 * The live count under a text: characters of the 1,600 allowed, and what it costs in segments, GSM-7
 * or UCS-2 (one "á" turns 160 characters a segment into 70, and the counter says which letter did it).
 */
export function SegmentCounter({ text, id }: { text: string; id: string }) {
  const count = smsSegments(text);
  const over = text.length > SMS_MAX_CHARACTERS;
  return (
    <p id={id} className={over ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"} data-testid="segment-counter" aria-live="polite">
      {text.length.toLocaleString("en-US")} / {SMS_MAX_CHARACTERS.toLocaleString("en-US")} characters · {describeSegments(count)}
      {count.segments > 1 ? ` · costs ${count.segments} segments` : ""}
    </p>
  );
}

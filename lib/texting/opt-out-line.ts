import { SMS_OPT_OUT_LINE } from "@/lib/constants";

/**
 * The first text to a person ends with "Reply STOP to opt out" (unless it already says so). No
 * server-only code: the lead page's counter counts the line the server will add.
 */
export function withOptOutLine(body: string, first: boolean): string {
  const trimmed = body.trim();
  if (!first || /reply\s+stop\s+to\s+opt\s+out/i.test(trimmed)) return trimmed;
  return `${trimmed}\n${SMS_OPT_OUT_LINE}`;
}

import type { HttpAnswer, HttpFailure } from "@/lib/marketplace/push/http-post";

/**
 * What one attempt did. sent: delivered (2xx; a HubSpot duplicate too); retry: worth trying again
 * within the 24 hours (any other answer, no answer, a setting the buyer can still fix); throttle: a
 * retry that must slow down (429, 502, 503, 504; Retry-After honoured); disabled: the endpoint
 * answered 410 Gone; failed: refused for good (a URL we never push to, a request HubSpot rejects).
 */
export type AttemptResult = {
  kind: "sent" | "retry" | "failed" | "disabled";
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  throttle?: boolean;
  retryAfterMs?: number | null;
};

const THROTTLE = new Set([429, 502, 503, 504]);

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now` (null when absent or unreadable). */
export function retryAfterMs(value: string | null, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

export const httpStatusText = (a: HttpAnswer) => `${a.status}${a.statusText ? ` ${a.statusText}` : ""}`;

/** A webhook's or a Zapier hook's answer, as Standard Webhooks reads it. */
export function endpointResult(answer: HttpAnswer | HttpFailure, now: Date): AttemptResult {
  if (!answer.ok) return { kind: "retry", statusCode: null, error: answer.error, durationMs: answer.durationMs };
  const { status, durationMs } = answer;
  if (status >= 200 && status < 300) return { kind: "sent", statusCode: status, error: null, durationMs };
  if (status === 410) {
    return { kind: "disabled", statusCode: status, error: "Your endpoint answered 410 Gone: pushes to it are stopped. Fix it, then press Send again (or save a new URL).", durationMs };
  }
  if (status >= 300 && status < 400) {
    return { kind: "retry", statusCode: status, error: `Your endpoint answered ${httpStatusText(answer)}, a redirect: redirects are not followed, so set the final URL.`, durationMs };
  }
  const throttle = THROTTLE.has(status);
  return {
    kind: "retry",
    statusCode: status,
    error: `Your endpoint answered ${httpStatusText(answer)}${throttle ? ": slowing down" : ""}.`,
    durationMs,
    throttle,
    retryAfterMs: throttle ? retryAfterMs(answer.retryAfter, now) : null,
  };
}

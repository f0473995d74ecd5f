import "server-only";
import { VITALS_INGEST, VITALS_MAX_BODY_BYTES, VITALS_RATE_LIMIT } from "@/lib/constants";
import { webVitalsBeaconSchema } from "@/lib/schemas/web-vitals";
import { fieldErrorsOf } from "@/lib/http/responses";
import { isCrossSite } from "@/lib/http/request-meta";
import { batchedLimiter, type BatchedLimiter } from "@/lib/rate-limit";
import { recordWebVitals } from "@/lib/web-vitals/ingest";
import { rateLimitAddress } from "@/lib/http/client-address";

/** What POST /api/vitals answers, whoever serves it (the Next route, or our HTTP server before Next). */
export type BeaconAnswer = { status: number; headers: Record<string, string>; body: string | null };

export type BeaconRequest = {
  /** A request header by its lower-case name. */
  header: (name: string) => string | null;
  /** The trusted client address (lib/http/request-meta.ts clientIp, or the one our HTTP server set). */
  ip: string;
  /** The body as text, at most `maxBytes`; null when it is longer. */
  readBody: (maxBytes: number) => Promise<string | null>;
};

let limiter: BatchedLimiter | undefined;
/** Counted in memory, added to the shared counters once a second with the rows (lib/rate-limit.ts). */
export const vitalsLimiter = () => (limiter ??= batchedLimiter("vitals", { ...VITALS_RATE_LIMIT, syncMs: VITALS_INGEST.flushMs }));

const NO_STORE = { "Cache-Control": "no-store" };
const error = (status: number, message: string, extra: object = {}, headers: Record<string, string> = {}): BeaconAnswer => ({
  status,
  headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE, ...headers },
  body: JSON.stringify({ success: false, error: message, ...extra }),
});

/**
 * One beacon of real visitors' Web Vitals, in the order of the checks: same-site only (403), text/plain
 * or JSON (415; sendBeacon sends a string as text/plain), 4 KB at most (413), the address's limit
 * (429, every beacon counts; counted in memory and shared through PostgreSQL once a second, so a beacon
 * costs no database write of its own), valid JSON and the shared schema (400 with field errors: an unknown metric,
 * a negative or impossible value, a rating that does not match it, a staff page), then queued for the
 * next batch write (lib/web-vitals/ingest.ts) and answered 204. No cookie is read or set, and neither
 * the address nor the user agent is stored. The answer never waits on the database: a beacon taken
 * during an outage waits in memory (lib/web-vitals/ingest.ts).
 */
export async function answerBeacon(req: BeaconRequest): Promise<BeaconAnswer> {
  if (isCrossSite({ headers: { get: req.header } })) return error(403, "Cross-site requests are not allowed");
  if (!/^(application\/json|text\/plain)\b/i.test(req.header("content-type") ?? "")) return error(415, "Content-Type must be application/json or text/plain");
  const raw = await req.readBody(VITALS_MAX_BODY_BYTES);
  if (raw === null) return error(413, "Beacon is too large");
  const limit = vitalsLimiter().hit(`vitals:${rateLimitAddress(req.ip)}`);
  if (!limit.allowed) return error(429, "Too many beacons. Please slow down.", {}, { "Retry-After": String(limit.retryAfterSeconds) });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return error(400, "Request body is not valid JSON");
  }
  const parsed = webVitalsBeaconSchema.safeParse(body);
  if (!parsed.success) return error(400, parsed.error.issues[0]?.message ?? "Invalid input", { fieldErrors: fieldErrorsOf(parsed.error) });
  recordWebVitals(parsed.data);
  return { status: 204, headers: NO_STORE, body: null };
}

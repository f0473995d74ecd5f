import "server-only";
import { db, sql } from "@/lib/db";
import { log } from "@/lib/log";
import { prepared } from "@/lib/sql/prepared";

/**
 * The one recorder of inbound webhook deliveries (issue 25), for every provider: each request to a
 * webhook route ends here with its verification outcome, accepted or refused, so /admin can say when
 * the last delivery arrived and whether it passed. Provider-generic: an endpoint is any short name
 * ("stripe", "facebook-subscription", "resend"…); a new webhook route calls recordWebhookReceipt and
 * its setup entry reads the same name.
 *
 * One row per endpoint (the latest outcome of each kind and running counts), updated by one prepared
 * statement: a flood of forged requests costs an update, never a new row. Recording never changes the
 * answer the provider gets: a failure here is logged and swallowed.
 */
export type WebhookReceiptInput = {
  endpoint: string;
  /** Whether the request passed verification and was taken in (a repeat delivery counts as accepted). */
  accepted: boolean;
  /** The HTTP status answered. */
  status: number;
  /** Why, in a few words, without secrets or personal data ("signature mismatch", "3 events stored"). */
  detail: string;
};

export async function recordWebhookReceipt(input: WebhookReceiptInput, now = new Date()): Promise<void> {
  const detail = input.detail.slice(0, 300);
  try {
    await sql().query(prepared(
      `INSERT INTO webhook_receipts (endpoint, "lastAt", "lastAccepted", "lastStatus", "lastDetail",
         "lastAcceptedAt", "lastRefusedAt", "lastRefusedDetail", "acceptedCount", "refusedCount")
       VALUES ($1, $2, $3, $4, $5,
         CASE WHEN $3 THEN $2::timestamptz END, CASE WHEN $3 THEN NULL ELSE $2::timestamptz END,
         CASE WHEN $3 THEN NULL ELSE $5 END, CASE WHEN $3 THEN 1 ELSE 0 END, CASE WHEN $3 THEN 0 ELSE 1 END)
       ON CONFLICT (endpoint) DO UPDATE SET
         "lastAt" = EXCLUDED."lastAt", "lastAccepted" = EXCLUDED."lastAccepted",
         "lastStatus" = EXCLUDED."lastStatus", "lastDetail" = EXCLUDED."lastDetail",
         "lastAcceptedAt" = coalesce(EXCLUDED."lastAcceptedAt", webhook_receipts."lastAcceptedAt"),
         "lastRefusedAt" = coalesce(EXCLUDED."lastRefusedAt", webhook_receipts."lastRefusedAt"),
         "lastRefusedDetail" = coalesce(EXCLUDED."lastRefusedDetail", webhook_receipts."lastRefusedDetail"),
         "acceptedCount" = webhook_receipts."acceptedCount" + EXCLUDED."acceptedCount",
         "refusedCount" = webhook_receipts."refusedCount" + EXCLUDED."refusedCount"`,
      [input.endpoint.slice(0, 60), now, input.accepted, input.status, detail],
    ));
  } catch (e) {
    log.warn("webhook.receipt_not_recorded", { endpoint: input.endpoint, error: e instanceof Error ? e.message : String(e) });
  }
}

export type WebhookReceipt = {
  endpoint: string;
  lastAt: Date;
  lastAccepted: boolean;
  lastStatus: number;
  lastDetail: string;
  lastAcceptedAt: Date | null;
  lastRefusedAt: Date | null;
  lastRefusedDetail: string | null;
  acceptedCount: number;
  refusedCount: number;
};

/** Every endpoint's receipt, by endpoint name (endpoints that never received anything are absent). */
export async function webhookReceipts(): Promise<Map<string, WebhookReceipt>> {
  const rows = await db().webhookReceipt.findMany();
  return new Map(rows.map((r) => [r.endpoint, r]));
}

/** Why a refused request was refused, in the words our route answered (JSON `error` or a SOAP faultstring). */
async function refusalDetail(res: Response): Promise<string> {
  const text = await res.clone().text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string") return body.error;
  } catch {
    const fault = /<faultstring>([^<]{1,300})<\/faultstring>/.exec(text)?.[1];
    if (fault) return fault;
  }
  return `HTTP ${res.status}`;
}

/**
 * Wraps a webhook route handler (inside guardErrors): every answer is a receipt, 2xx accepted,
 * anything else refused with the reason the route gave. A request that throws (the database down, a
 * bug) is answered by guardErrors and not recorded: there would be nowhere to record it.
 */
export function withWebhookReceipt<A extends unknown[]>(endpoint: string, handler: (req: Request, ...rest: A) => Promise<Response>) {
  return async (req: Request, ...rest: A): Promise<Response> => {
    const res = await handler(req, ...rest);
    const accepted = res.status >= 200 && res.status < 300;
    await recordWebhookReceipt({ endpoint, accepted, status: res.status, detail: accepted ? "Verified and accepted" : await refusalDetail(res) });
    return res;
  };
}

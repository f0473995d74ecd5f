import { errorResponse } from "@/lib/http/responses";

/** Reads the Idempotency-Key header: 1–200 visible characters, or absent. */
export function readIdempotencyKey(req: Request): { ok: true; key: string | null } | { ok: false; response: Response } {
  const key = req.headers.get("idempotency-key");
  if (key === null) return { ok: true, key: null };
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) {
    return { ok: false, response: errorResponse(400, "Idempotency-Key must be 1 to 200 visible ASCII characters") };
  }
  return { ok: true, key };
}

/** Stripe's header on an answer replayed for a repeated Idempotency-Key. */
export const IDEMPOTENT_REPLAYED = "Idempotent-Replayed";

/**
 * A JSON answer that a repeated Idempotency-Key gets again: `text` is sent as is, so a replay (the
 * stored status and bytes of the first answer) is byte-for-byte the first answer, and says so with
 * `Idempotent-Replayed: true`. Same headers as `json()` otherwise.
 */
export function idempotentJson(answer: { status: number; text: string; replayed: boolean }): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  if (answer.replayed) headers.set(IDEMPOTENT_REPLAYED, "true");
  return new Response(answer.text, { status: answer.status, headers });
}

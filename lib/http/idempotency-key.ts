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

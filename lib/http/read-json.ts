import type { z } from "zod";
import { errorResponse, validationError } from "@/lib/http/responses";
import { nulRefusal } from "@/lib/http/nul";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export type ReadResult<T> = { ok: true; data: T; raw: string } | { ok: false; response: Response };

/**
 * Reads a JSON request body defensively: content type, size limit, syntax, then the shared zod
 * schema. Every failure is a 4xx with a clear message, never a 500.
 */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  opts: { maxBytes?: number } = {},
): Promise<ReadResult<z.infer<S>>> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return { ok: false, response: errorResponse(415, "Content-Type must be application/json") };
  }
  const raw = await readLimited(req, maxBytes);
  if (raw === null) return { ok: false, response: tooLarge(maxBytes) };

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, response: errorResponse(400, "Request body is not valid JSON") };
  }
  const nul = nulRefusal(body);
  if (nul) return { ok: false, response: nul };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: validationError(parsed.error) };
  return { ok: true, data: parsed.data, raw };
}

function tooLarge(maxBytes: number): Response {
  return errorResponse(413, `Request body is larger than ${Math.round(maxBytes / 1024)} KB`);
}

/**
 * Reads at most maxBytes of the body; null when it is longer. A declared Content-Length over the limit
 * is refused before reading: cancelling the stream mid-upload reset the keep-alive connection, and the
 * client's next request on it failed with ECONNRESET (POST /api/stripe/webhook, found by the HTTP fuzz).
 */
export async function readLimited(req: Request, maxBytes: number): Promise<string | null> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) return null;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

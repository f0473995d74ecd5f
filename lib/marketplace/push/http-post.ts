import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

/**
 * One POST to a buyer's system (or HubSpot), bounded in time: connect, send and answer within
 * `timeoutMs`. With `pin`, the connection goes to that address whatever the host name resolves to
 * now (the address resolvePushTarget checked); TLS still verifies the certificate against the host
 * name. Redirects are never followed (a redirect could lead anywhere). At most 64 kB of the answer
 * is read; the caller keeps only what it needs and never logs it.
 */
export type HttpAnswer = { ok: true; status: number; statusText: string; retryAfter: string | null; body: string; durationMs: number };
export type HttpFailure = { ok: false; error: string; durationMs: number };

const MAX_ANSWER_BYTES = 64 * 1024;

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function describeNetworkError(e: NodeJS.ErrnoException, url: URL, timeoutMs: number): string {
  const where = `${url.hostname}${url.port ? `:${url.port}` : ""}`;
  if (e.code === "ETIMEDOUT_PUSH") return `No answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}.`;
  if (e.code === "ECONNREFUSED") return `Could not connect to ${where} (connection refused).`;
  if (e.code === "ECONNRESET" || e.code === "EPIPE") return `${where} closed the connection before answering.`;
  if (e.code === "EHOSTUNREACH" || e.code === "ENETUNREACH") return `${where} cannot be reached from our servers.`;
  if (e.code?.startsWith("ERR_TLS") || e.code?.includes("CERT") || e.code === "DEPTH_ZERO_SELF_SIGNED_CERT") {
    return `The TLS certificate of ${url.hostname} was refused (${e.code}): it must be valid for that name.`;
  }
  return `Could not reach ${where}${e.code ? ` (${e.code})` : ""}.`;
}

export function postOnce(
  url: URL,
  init: { headers: Record<string, string>; body: string; timeoutMs: number; pin?: { address: string; family: 4 | 6 } | null },
): Promise<HttpAnswer | HttpFailure> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: HttpAnswer | HttpFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "POST",
        headers: { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) },
        agent: false,
        ...(init.pin ? { lookup: pinnedLookup(init.pin.address, init.pin.family) } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("error", () => undefined);
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"];
          finish({
            ok: true,
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? "",
            retryAfter: typeof retryAfter === "string" ? retryAfter : null,
            body: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString("utf8"),
            durationMs: elapsed(),
          });
        });
      },
    );
    const timer = setTimeout(() => req.destroy(Object.assign(new Error("push timed out"), { code: "ETIMEDOUT_PUSH" })), init.timeoutMs);
    req.on("error", (e: NodeJS.ErrnoException) => finish({ ok: false, error: describeNetworkError(e, url, init.timeoutMs), durationMs: elapsed() }));
    req.end(init.body);
  });
}

import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "@/lib/security/headers";
import { errorMessage, log } from "@/lib/log";
import { answerBeacon, type BeaconAnswer } from "@/lib/web-vitals/beacon";

/**
 * POST /api/vitals answered by our HTTP server (scripts/lib/http-server.mts) before Next's router:
 * the same checks and answers as the route (lib/web-vitals/beacon.ts), the same security headers as
 * next.config.ts gives every response. Measured (bench:vitals, a shared machine): at 200 beacons a
 * second, Next.js alone routing requests to a route that refused them at once cost the server 31–40 % of
 * a core; through Next, the beacons cost 37 %; answered here, 10 % (bare node:http answering 204: 4 %).
 * Nothing else is answered here.
 */
export const VITALS_PATH = "/api/vitals";

export function isVitalsBeacon(req: IncomingMessage): boolean {
  if (req.method !== "POST" || !req.url?.startsWith(VITALS_PATH)) return false;
  const rest = req.url.slice(VITALS_PATH.length);
  return rest === "" || rest.startsWith("?");
}

const SECURITY_HEADERS = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The body as text, at most `maxBytes`; null when longer. A declared Content-Length over the limit is
 * refused before reading; a longer body without one stops being kept at the limit and the rest is read
 * and dropped, so the keep-alive connection stays usable for the client's next request.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  if (Number(req.headers["content-length"] ?? "0") > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off("data", onData);
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
  });
}

function send(res: ServerResponse, answer: BeaconAnswer): void {
  res.writeHead(answer.status, { ...SECURITY_HEADERS, ...answer.headers });
  res.end(answer.body ?? undefined);
}

/** Answers one beacon; `ip` is the trusted client address our server computed for this request. */
export async function serveVitalsBeacon(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
  try {
    send(res, await answerBeacon({ header: (name) => header(req, name), ip, readBody: (max) => readBody(req, max) }));
  } catch (e) {
    // A beacon never waits on the database (lib/web-vitals/beacon.ts), so what lands here is the client
    // going away mid-request (nothing to answer) or a bug (logged without request data, a generic 500).
    if (req.destroyed || req.errored) return void res.destroy();
    log.error("route.failed", { route: "POST /api/vitals", error: errorMessage(e) });
    if (res.headersSent) return void res.end();
    send(res, { status: 500, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }, body: JSON.stringify({ success: false, error: "Something went wrong on our side. Please try again." }) });
  }
}

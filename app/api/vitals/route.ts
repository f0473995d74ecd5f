import { readLimited } from "@/lib/http/read-json";
import { clientIp } from "@/lib/http/request-meta";
import { guardErrors } from "@/lib/http/guard-errors";
import { answerBeacon } from "@/lib/web-vitals/beacon";

/**
 * POST /api/vitals (public): one page load's Web Vitals from the site's reporter
 * (components/web-vitals/); the checks and answers are lib/web-vitals/beacon.ts's. Behind our HTTP
 * server (npm start, npm run serve) the server answers this path itself with the same function before
 * Next's router (lib/web-vitals/http-fast-path.ts: at 200 beacons a second Next's own routing cost about
 * four times the whole beacon's work, bench:vitals);
 * this route answers when Next is served some other way (next dev, a platform of its own).
 */
export const POST = guardErrors("POST /api/vitals", async (req: Request) => {
  const answer = await answerBeacon({ header: (name) => req.headers.get(name), ip: clientIp(req), readBody: (max) => readLimited(req, max) });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
});

import "server-only";
import { headers } from "next/headers";
import { clientIp, userAgent } from "@/lib/http/request-meta";

/** The trusted client address and user agent of the request running a server action. */
export async function actionRequestMeta(): Promise<{ ip: string; userAgent: string | null }> {
  const req = new Request("http://server-action.internal/", { headers: await headers() });
  return { ip: clientIp(req), userAgent: userAgent(req) };
}

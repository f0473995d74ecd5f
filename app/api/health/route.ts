import { json } from "@/lib/http/responses";
import { databaseReachable } from "@/lib/health";

/** GET /api/health: for load balancers and the start script. 503 while the database is down. */
export async function GET(): Promise<Response> {
  const ok = await databaseReachable();
  return json({ ok, database: ok ? "up" : "down" }, ok ? 200 : 503);
}

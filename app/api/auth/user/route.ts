import { currentUser } from "@/lib/auth/session";
import { json, unauthorized } from "@/lib/http/responses";

/** GET /api/auth/user → {success: true, user: {username}} or 401 when not signed in. */
export async function GET(): Promise<Response> {
  const user = await currentUser();
  if (!user) return unauthorized();
  return json({ success: true, user: { username: user.username, role: user.role } });
}

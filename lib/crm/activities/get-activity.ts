import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { LIVE_PARENTS, ownedBy } from "@/lib/crm/scope";
import { ACTIVITY_FIELDS, toActivityDto, type ActivityDto } from "@/lib/crm/activities/activity-dto";

/** One activity the user may see (for its edit page), or null. */
export async function getActivity(user: SessionUser, id: number): Promise<ActivityDto | null> {
  const row = await db().activity.findFirst({ where: { id, ...ownedBy(user), ...LIVE_PARENTS }, select: ACTIVITY_FIELDS });
  return row ? toActivityDto(row) : null;
}

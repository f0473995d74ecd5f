import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import type { WorkingHoursInput } from "@/lib/schemas/availability";

export type Availability = { availableNow: boolean; workDays: number[]; workStartMinute: number; workEndMinute: number; displayName: string | null; phone: string | null; bookingLink: string | null };

export async function availabilityOf(userId: number): Promise<Availability | null> {
  return db().user.findUnique({ where: { id: userId }, select: { availableNow: true, workDays: true, workStartMinute: true, workEndMinute: true, displayName: true, phone: true, bookingLink: true } });
}

/** The "Available now" switch (My Day): off, round-robin and reassignment pass the user by. */
export async function setAvailableNow(actor: SessionUser, availableNow: boolean): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { availableNow } });
    await recordAudit({ actorId: actor.id, action: "user.availability", entity: "user", entityId: actor.id, changes: { availableNow } }, tx);
  });
}

/** Working hours, the name in messages, phone and booking link: the user's own, or (admins) anyone's. */
export async function saveWorkingHours(actor: SessionUser, input: WorkingHoursInput): Promise<void> {
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && actor.role !== "admin") throw new CrmNotFoundError("user");
  const { userId: _ignored, ...data } = input;
  await db().$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id: userId }, data });
    if (!count) throw new CrmNotFoundError("user");
    await recordAudit({ actorId: actor.id, action: "user.working_hours", entity: "user", entityId: userId, changes: { workDays: data.workDays.join(","), workStartMinute: data.workStartMinute, workEndMinute: data.workEndMinute, displayName: data.displayName } }, tx);
  });
}

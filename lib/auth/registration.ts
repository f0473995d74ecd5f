import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site";
import { hashPassword } from "@/lib/auth/password";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/password-policy";
import { registrationPendingEmail } from "@/lib/auth/emails";
import { claimInvitation } from "@/lib/auth/invitations";
import { claimOrderEntitlements } from "@/lib/marketplace/entitlements";
import { USERNAME_TAKEN, usernameTaken } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import type { UserRole, UserStatus } from "@/lib/generated/prisma/enums";

export const REGISTRATION_CLOSED = "Registration is closed. Ask an administrator of your agency for an account.";
export const INVITATION_REQUIRED = "Registration is by invitation only. Ask an administrator of your agency for an invitation link.";
export const INVITATION_INVALID = "This invitation link is invalid, has expired or was already used. Ask an administrator for a new one.";

export type RegistrationMode = "approval" | "invite" | "closed";
export const registrationMode = (): RegistrationMode => env().REGISTRATION_MODE;

export type RegisterResult =
  | { ok: true; user: { id: number; username: string; role: UserRole; status: UserStatus } }
  | { ok: false; status: 400 | 403 | 409; error: string; field?: "username" | "password" };

/**
 * Creates an account from /register. With a valid invitation link the account is approved at once with
 * the invitation's role; otherwise (REGISTRATION_MODE=approval) it is a `pending` agent that sees no CRM
 * data and gets no leads until an admin approves it, and every admin with an e-mail address is told
 * (through the job queue). `invite` mode needs the link; `closed` refuses every registration.
 * The invitation is claimed in the same transaction as the user: a failed insert leaves it unused.
 */
export async function registerAccount(input: { username: string; password: string; invitation?: string | null }): Promise<RegisterResult> {
  const mode = registrationMode();
  if (mode === "closed") return { ok: false, status: 403, error: REGISTRATION_CLOSED };
  if (mode === "invite" && !input.invitation) return { ok: false, status: 403, error: INVITATION_REQUIRED };
  if (isCommonPassword(input.password)) return { ok: false, status: 400, error: COMMON_PASSWORD_MESSAGE, field: "password" };
  if (await usernameTaken(input.username)) return { ok: false, status: 409, error: USERNAME_TAKEN, field: "username" };

  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      const invitation = input.invitation ? await claimInvitation(tx, input.invitation) : null;
      if (input.invitation && !invitation) return { ok: false, status: 403, error: INVITATION_INVALID } as const;
      const status: UserStatus = invitation ? "active" : "pending";
      const user = await tx.user.create({
        data: { username: input.username, password: passwordHash, role: invitation?.role ?? "agent", status },
        select: { id: true, username: true, role: true, status: true },
      });
      if (invitation) await tx.invitation.update({ where: { id: invitation.id }, data: { usedById: user.id } });
      // The link in an order's receipt: the plans and packages that order bought become this account's.
      if (invitation?.orderId) await claimOrderEntitlements(tx, invitation.orderId, user.id);
      await recordAudit(
        { actorId: user.id, action: "user.register", entity: "user", entityId: user.id, changes: { status, role: user.role, invitationId: invitation?.id ?? null } },
        tx,
      );
      if (status === "pending") await alertAdmins(tx, user);
      return { ok: true, user } as const;
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") return { ok: false, status: 409, error: USERNAME_TAKEN, field: "username" };
    throw e;
  }
}

async function alertAdmins(tx: Prisma.TransactionClient, user: { id: number; username: string }): Promise<void> {
  const admins = await tx.user.findMany({ where: { role: "admin", status: "active", email: { not: null } }, select: { email: true } });
  const to = admins.map((a) => a.email!).filter(Boolean);
  if (!to.length) return;
  const mail = registrationPendingEmail(user.username, siteConfig().url);
  await queueEmail(tx, { kind: "registration_pending", to, ...mail, dedupeKey: `registration-pending:${user.id}`, metadata: { userId: user.id } });
}

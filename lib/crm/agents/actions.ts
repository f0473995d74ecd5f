"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { redirect } from "next/navigation";
import { requireRole } from "@/lib/auth/session";
import { approveAgent, rejectAgent, updateAgent } from "@/lib/crm/agents/agents";
import { createInvitation, revokeInvitation } from "@/lib/auth/invitations";
import { adminIssueReset } from "@/lib/auth/password-reset";
import { approveAgentSchema, invitationSchema, userIdSchema } from "@/lib/schemas/account";
import { agentSettingsSchema } from "@/lib/schemas/crm-admin";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { z } from "zod";

/** The /admin/agents page's server actions: admins only, checked inside each one. */
const PAGE = "/admin/agents";

export async function approveAgentAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form, { arrays: ["acceptsLeadTypes"] });
  const parsed = approveAgentSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await approveAgent(admin, parsed.data.userId, parsed.data.acceptsLeadTypes);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  // The decided row leaves the list, so the outcome is announced by the page itself (works without JavaScript too).
  revalidatePath(PAGE);
  redirect(`${PAGE}?approved=${parsed.data.userId}`);
}

export async function rejectAgentAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = userIdSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid(parsed.error);
  try {
    await rejectAgent(admin, parsed.data.userId);
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidatePath(PAGE);
  redirect(`${PAGE}?rejected=${parsed.data.userId}`);
}

const settingsForm = agentSettingsSchema.and(z.object({ userId: userIdSchema.shape.userId }));

export async function updateAgentAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form, { arrays: ["acceptsLeadTypes"] });
  const parsed = settingsForm.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const { userId, ...settings } = parsed.data;
  try {
    await updateAgent(admin, userId, settings);
    revalidatePath(PAGE);
    return succeeded("Saved");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export type InvitationState = ActionState & { link?: string; expiresAt?: string };

export async function createInvitationAction(_prev: InvitationState, form: FormData): Promise<InvitationState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = invitationSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const invitation = await createInvitation(admin, parsed.data);
  revalidatePath(PAGE);
  return succeeded("Invitation link created. Copy it now: it is shown only once.", { link: invitation.link, expiresAt: invitation.expiresAt.toISOString() });
}

export async function revokeInvitationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = z.object({ invitationId: recordId() }).safeParse(formValues(form));
  if (!parsed.success) return failed("Unknown invitation");
  const revoked = await revokeInvitation(admin, parsed.data.invitationId);
  revalidatePath(PAGE);
  return revoked ? succeeded("Invitation revoked") : failed("This invitation was already used, revoked or expired");
}

export type ResetLinkState = ActionState & { link?: string; username?: string };

export async function issueResetAction(_prev: ResetLinkState, form: FormData): Promise<ResetLinkState> {
  const admin = await requireRole("admin");
  const parsed = userIdSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid(parsed.error);
  const issued = await adminIssueReset(admin, parsed.data.userId);
  if (!issued) return failed("That user does not exist");
  revalidatePath(PAGE);
  return succeeded(`Reset link for ${issued.username} created; their sessions have ended. Copy it now: it is shown only once and works for 30 minutes.`, {
    link: issued.link,
    username: issued.username,
  });
}

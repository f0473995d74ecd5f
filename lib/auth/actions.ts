"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { signOut } from "@/lib/auth/config";
import { requireAccount } from "@/lib/auth/session";
import { changePassword, setOwnEmail, signOutEverywhere } from "@/lib/auth/account";
import { requestPasswordReset, resetPassword, RESET_REQUESTED } from "@/lib/auth/password-reset";
import { clearSignedInHint } from "@/lib/auth/signed-in-hint";
import { accountEmailSchema, changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "@/lib/schemas/account";
import { CHECK_THE_FIELDS, echo, failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { actionRequestMeta } from "@/lib/http/action-meta";
import { hit } from "@/lib/rate-limit";
import { rateLimitAddress } from "@/lib/http/client-address";

/**
 * Account self-service (issue 17): the signed-in user's password, e-mail and sessions, and the
 * "forgot password" flow. Each action checks who is calling itself; pending accounts may use them.
 */
const PASSWORDS = ["currentPassword", "password", "confirmPassword", "token"];

export async function changePasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const values = formValues(form);
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, echo(values, PASSWORDS));
  const result = await changePassword(account, parsed.data.currentPassword, parsed.data.password);
  if (!result.ok) return failed(CHECK_THE_FIELDS, { fieldErrors: { [result.field]: [result.error] } });
  revalidatePath("/account");
  const others = result.sessionsEnded === 1 ? "1 other session was" : `${result.sessionsEnded} other sessions were`;
  return succeeded(`Password changed. ${others} signed out.`);
}

export async function setEmailAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const values = formValues(form);
  const parsed = accountEmailSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  await setOwnEmail(account.id, parsed.data.email || null);
  revalidatePath("/account");
  return succeeded(parsed.data.email ? "E-mail address saved" : "E-mail address removed");
}

/** Ends every session of the account, this browser's included, then goes to the sign-in page. */
export async function signOutEverywhereAction(): Promise<void> {
  const account = await requireAccount();
  await signOutEverywhere(account.id);
  await signOut({ redirect: false });
  await clearSignedInHint();
  redirect("/login");
}

const RESET_REQUESTS_PER_IP = 5;
const RESET_REQUESTS_PER_IDENTIFIER = 3;
const RESET_WINDOW_SECONDS = 15 * 60;

/**
 * "Forgot your password?": the same answer whether or not an account matches (the lookup and the
 * e-mail happen in a job). Limited per address and per username/e-mail typed, whatever exists.
 */
export async function forgotPasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const values = formValues(form);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const identifier = parsed.data.identifier;
  const { ip } = await actionRequestMeta();
  const [byIp, byName] = await Promise.all([
    hit(`password-reset:ip:${rateLimitAddress(ip)}`, RESET_REQUESTS_PER_IP, RESET_WINDOW_SECONDS),
    hit(`password-reset:id:${identifier.toLowerCase()}`, RESET_REQUESTS_PER_IDENTIFIER, RESET_WINDOW_SECONDS),
  ]);
  if (!byIp.allowed || !byName.allowed) return failed("Too many reset requests. Please wait 15 minutes and try again.", { values });
  await requestPasswordReset(identifier);
  return succeeded(RESET_REQUESTED);
}

export async function resetPasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const values = formValues(form);
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, echo(values, PASSWORDS));
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  // A bad link is shown in place of the form; a refused password under its field.
  if (!result.ok) return failed(result.field === "password" ? CHECK_THE_FIELDS : result.error, { fieldErrors: { [result.field ?? "token"]: [result.error] } });
  return succeeded(`Your password was changed, ${result.username}. Sign in with the new password.`);
}

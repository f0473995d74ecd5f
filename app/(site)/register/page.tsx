import type { Metadata } from "next";
import { connection } from "next/server";
import { RegisterForm } from "@/components/auth/register-form";
import { RegistrationUnavailable } from "@/components/auth/registration-unavailable";
import { invitationIsOpen } from "@/lib/auth/invitations";
import { INVITATION_INVALID, INVITATION_REQUIRED, REGISTRATION_CLOSED, registrationMode } from "@/lib/auth/registration";

export const metadata: Metadata = { title: "Create Agent Account", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const APPROVAL_NOTICE =
  "New agent accounts are reviewed by an administrator. You can sign in right away, but you will see leads and CRM data only once your account is approved.";

/**
 * /register: the spec's form, with what REGISTRATION_MODE decides around it: `approval` (the account
 * waits for an admin), `invite` (only through an admin's invitation link), `closed` (no registration).
 */
export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const mode = registrationMode();
  const raw = (await searchParams).invitation;
  const invitation = typeof raw === "string" && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : undefined;
  const invited = invitation ? await invitationIsOpen(invitation) : null;

  let body: React.ReactNode;
  if (mode === "closed") body = <RegistrationUnavailable message={REGISTRATION_CLOSED} />;
  else if (raw !== undefined && !invited) body = <RegistrationUnavailable message={INVITATION_INVALID} />;
  else if (invited) body = <RegisterForm invitation={invitation} notice={`You were invited to join as ${invited.role === "admin" ? "an admin" : "an agent"}: your account is ready as soon as you create it.`} />;
  else if (mode === "invite") body = <RegistrationUnavailable message={INVITATION_REQUIRED} />;
  else body = <RegisterForm notice={APPROVAL_NOTICE} />;
  return <section className="px-4 py-16">{body}</section>;
}

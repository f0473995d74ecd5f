import type { Metadata } from "next";
import { connection } from "next/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetLinkProblem, ResetPasswordForm } from "@/components/auth/reset-password-form";
import { RESET_LINK_INVALID, resetTokenIsOpen } from "@/lib/auth/password-reset";
import { RESET_TOKEN_PATTERN } from "@/lib/schemas/account";

// The token is a secret in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: "Choose a new password", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /reset-password?token=…: the link is checked first (without using it up), then the new password is asked for. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && RESET_TOKEN_PATTERN.test(raw) ? raw : null;
  const open = token ? await resetTokenIsOpen(token) : false;
  return (
    <section className="px-4 py-16">
      {token && open ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthCard title="Choose a new password">
          <ResetLinkProblem message={RESET_LINK_INVALID} />
        </AuthCard>
      )}
    </section>
  );
}

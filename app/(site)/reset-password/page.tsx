import type { Metadata } from "next";
import { connection } from "next/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
        <Card className="mx-auto w-full max-w-md">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Choose a new password
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ResetLinkProblem message={RESET_LINK_INVALID} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

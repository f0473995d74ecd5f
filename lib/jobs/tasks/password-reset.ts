import type { Task } from "graphile-worker";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site";
import { sendEmail } from "@/lib/email/send-email";
import { passwordResetEmail } from "@/lib/auth/emails";
import { findResettableAccount, issueResetToken, RESET_LINK_MINUTES, resetLink } from "@/lib/auth/password-reset";

type Payload = { identifier: string; requestedAt: string };

/**
 * A "forgot password" request: finds the account (by username or e-mail), issues a single-use link and
 * e-mails it. No account, no e-mail: nothing happens, and nothing tells the requester. The link's token
 * exists only in this job's memory and in the e-mail; the `communications` row records the e-mail with
 * the token removed. A failed send throws (graphile-worker retries) and the next attempt issues a new
 * token, which also voids the unsent one. Requests older than the link's lifetime are dropped.
 */
export const passwordResetTask: Task = async (payload) => {
  const { identifier, requestedAt } = payload as Payload;
  if (Date.now() - Date.parse(requestedAt) > RESET_LINK_MINUTES * 60 * 1000) return;
  const user = await findResettableAccount(identifier);
  if (!user?.email) return;
  const site = siteConfig();
  const issued = await issueResetToken(user.id, null);
  const link = resetLink(issued.token);
  const mail = passwordResetEmail({ username: user.username, link, minutes: RESET_LINK_MINUTES, company: site.name, byAdmin: false });
  const dedupeKey = `password-reset:${issued.id}`;
  const outcome = await sendEmail({ to: [user.email], ...mail, idempotencyKey: dedupeKey });
  const redacted = (s: string) => s.replaceAll(issued.token, "[link sent by e-mail]");
  const status = outcome.status === "sent" ? "sent" : outcome.status === "not_configured" ? "not_sent" : "failed";
  await db().communication.create({
    data: {
      type: "email",
      direction: "outbound",
      subject: mail.subject,
      content: redacted(mail.text),
      status,
      toAddress: user.email,
      dedupeKey,
      sentAt: outcome.status === "sent" ? new Date() : null,
      providerId: outcome.status === "sent" ? outcome.providerId : null,
      metadata: {
        kind: "password_reset",
        userId: user.id,
        html: redacted(mail.html),
        ...(outcome.status === "not_configured" ? { reason: "RESEND_API_KEY is not set" } : {}),
        ...(outcome.status === "failed" ? { lastError: outcome.error } : {}),
      },
    },
  });
  if (outcome.status === "failed" && outcome.retryable) throw new Error(`password reset e-mail for user ${user.id} not sent: ${outcome.error}`);
};

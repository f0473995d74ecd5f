import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import { TestPrecondition, type SetupEntry } from "@/lib/setup/types";

/** E-mail through Resend: lead confirmations, alerts, password resets, receipts. */
export const emailEntry: SetupEntry = {
  key: "email",
  title: "E-mail (Resend)",
  summary: "Sends lead confirmations, new-lead alerts, password resets and receipts. Without a key, e-mails are recorded as not sent. The sender is EMAIL_FROM, an address on a domain verified at resend.com → Domains.",
  variables: [
    { name: "RESEND_API_KEY", where: "resend.com → API Keys → Create API key (Sending access is enough)." },
  ],
  also: ["RESEND_BASE_URL", "EMAIL_FROM"],
  test: {
    label: "Send a test e-mail",
    explains: "Sends one message to your own address through the app's e-mail client.",
    async run({ admin }) {
      if (!admin.email) throw new TestPrecondition("Add your e-mail address at /account first: the test message goes to you.");
      const site = env().SITE_NAME;
      const outcome = await sendEmail({
        to: [admin.email],
        subject: `${site}: test e-mail`,
        text: `This is a test from the setup checklist of ${site}, sent by ${admin.username}. E-mail works.`,
        html: `<p>This is a test from the setup checklist of ${site}, sent by ${admin.username}. E-mail works.</p>`,
        idempotencyKey: `setup-test-${randomUUID()}`,
      });
      if (outcome.status === "sent") return { ok: true, message: `Resend accepted the message to your address (id ${outcome.providerId}).` };
      if (outcome.status === "not_configured") return { ok: false, message: "RESEND_API_KEY is not set" };
      return { ok: false, message: outcome.error };
    },
  },
  async waiting() {
    const count = await db().communication.count({ where: { type: "email", status: { in: ["not_sent", "failed"] } } });
    return count ? { count, label: count === 1 ? "e-mail not sent" : "e-mails not sent", href: "/admin#attention" } : null;
  },
};

import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { missingCapiCredentials } from "@/lib/integrations/meta/config";

/** A provider that is not configured while work waits for it: nothing of that kind can be delivered. */
export type Undeliverable = { key: "meta" | "email"; provider: string; missing: string[]; waiting: number; waitingLabel: string; href: string };

/**
 * What cannot be delivered right now because its provider is not configured, with what is waiting:
 * the honest answer /admin/jobs and /admin/conversions give instead of "all delivered".
 */
export async function undeliverable(): Promise<Undeliverable[]> {
  const out: Undeliverable[] = [];
  const meta = missingCapiCredentials();
  if (meta.length) {
    const waiting = await db().conversionEvent.count({ where: { status: "pending" } });
    out.push({ key: "meta", provider: "Meta Conversions API", missing: meta, waiting, waitingLabel: "conversion events pending", href: "/admin#setup-meta-capi" });
  }
  if (!env().RESEND_API_KEY) {
    const waiting = await db().communication.count({ where: { type: "email", status: "not_sent" } });
    out.push({ key: "email", provider: "E-mail (Resend)", missing: ["RESEND_API_KEY"], waiting, waitingLabel: "e-mails recorded as not sent", href: "/admin#setup-email" });
  }
  return out;
}

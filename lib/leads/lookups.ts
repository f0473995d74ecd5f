import "server-only";
import { db } from "@/lib/db";

/** Whether the person revoked consent (opt-out page, STOP replies) by e-mail or phone. */
export async function isDoNotContact(emailNormalized: string | null, phoneE164: string | null): Promise<boolean> {
  const or = [
    ...(emailNormalized ? [{ email: emailNormalized }] : []),
    ...(phoneE164 ? [{ phoneE164 }] : []),
  ];
  if (or.length === 0) return false;
  return (await db().consentRevocation.count({ where: { OR: or } })) > 0;
}

/** The lead a vendor already sent with this id of theirs (a retry after a timeout, without an Idempotency-Key). */
export async function leadOfExternalId(source: string, externalId: string): Promise<{ id: number } | null> {
  return db().lead.findFirst({ where: { source, sourceLeadId: externalId }, select: { id: true }, orderBy: { id: "asc" } });
}

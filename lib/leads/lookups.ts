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

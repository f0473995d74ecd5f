import type { PrismaClient } from "@/lib/generated/prisma/client";
import { normalizeEmail, normalizePhone, SAMPLE_LEADS, verificationColumns, verifyLead } from "@/lib/verification";

/**
 * The four sample leads of the lead validation page (two genuine, two deliberately fake), stored
 * once with source "sample" so a fresh install shows how verified and fake leads look in the CRM.
 * No e-mail is ever queued for them.
 */
export async function seedSampleLeads(prisma: PrismaClient): Promise<void> {
  for (const [index, sample] of SAMPLE_LEADS.entries()) {
    const idempotencyKey = `seed:sample-lead:${index + 1}`;
    const exists = await prisma.lead.findUnique({ where: { idempotencyKey }, select: { id: true } });
    if (exists) continue;
    const result = verifyLead({ fullName: sample.fullName, email: sample.email, phone: sample.phone, address: sample.address, agencyName: sample.agencyName, leadType: sample.leadType });
    await prisma.lead.create({
      data: {
        fullName: sample.fullName,
        agencyName: sample.agencyName,
        email: sample.email,
        phone: sample.phone,
        address: sample.address,
        leadType: sample.leadType,
        notes: sample.description,
        source: "sample",
        ...verificationColumns(result),
        emailNormalized: normalizeEmail(sample.email),
        phoneE164: normalizePhone(sample.phone),
        idempotencyKey,
      },
    });
  }
}

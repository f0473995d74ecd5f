import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { leadScope } from "@/lib/crm/scope";

export const LEAD_LIST_FIELDS = {
  id: true,
  fullName: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  zipCode: true,
  agencyName: true,
  leadType: true,
  source: true,
  isVerified: true,
  verificationScore: true,
  verificationFlags: true,
  verificationReasoning: true,
  hasHomeInsurance: true,
  hasContinuousCoverage: true,
  hasMultipleClaims: true,
  maritalStatus: true,
  spouseName: true,
  currentInsuranceCarrier: true,
  status: true,
  doNotContact: true,
  duplicateOfId: true,
  assignedTo: true,
  createdAt: true,
} as const;

/** The newest leads the user may see: admins all, agents those assigned to them; deleted ones never. */
export async function listRecentLeads(user: SessionUser, limit = 50) {
  return db().lead.findMany({
    where: { deletedAt: null, ...leadScope(user) },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: LEAD_LIST_FIELDS,
  });
}

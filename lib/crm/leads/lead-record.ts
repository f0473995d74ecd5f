import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { LEAD_RECORD_SQL } from "@/lib/crm/leads/lead-page-sql";
import { leadScopeParams } from "@/lib/crm/scope";

/** A lead linked to this one as a repeat (or the lead it repeats). */
export type LinkedLead = { id: number; fullName: string; createdAt: string };

/** Everything the top of the lead page shows, as plain JSON. */
export type LeadRecord = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  agencyName: string | null;
  leadType: string;
  source: string | null;
  status: string;
  lostReason: string | null;
  firstContactAt: string | null;
  isVerified: boolean;
  verificationScore: number;
  verificationFlags: string[];
  verificationReasoning: string | null;
  nameValid: boolean;
  emailValid: boolean;
  phoneValid: boolean;
  addressValid: boolean;
  insuranceQualified: boolean;
  hasHomeInsurance: boolean | null;
  hasContinuousCoverage: boolean | null;
  hasMultipleClaims: boolean | null;
  maritalStatus: string | null;
  spouseName: string | null;
  currentInsuranceCarrier: string | null;
  notes: string | null;
  doNotContact: boolean;
  doNotContactAt: string | null;
  assignedTo: number | null;
  assignee: string | null;
  account: { id: number; name: string } | null;
  /** The earlier lead this one repeats; `id` null when that lead is outside the user's scope. */
  duplicateOf: { id: number | null; createdAt: string } | null;
  /** Later repeats of this lead the user may see. */
  duplicates: LinkedLead[];
  createdAt: string;
  /** Soft delete: when and by whom; a merged-away lead names the lead it was merged into. */
  deletedAt: string | null;
  deletedBy: string | null;
  mergedIntoId: number | null;
  /** A consent record hash was stored at capture (leads captured before issue 27 have none). */
  hasConsentHash: boolean;
  consentVersion: string | null;
  tags: { id: number; name: string; color: string }[];
  /** Consumer shopper or agent prospect (issue 31), and where a consumer stands in the marketplace. */
  audience: "consumer" | "agent_prospect";
  marketStatus: string | null;
  /** Who the lead was delivered to and when, with the buyer's defect report if any. */
  delivery: LeadDeliveryFacts | null;
};

export type LeadDeliveryFacts = {
  id: number;
  buyerId: number;
  buyer: string;
  deliveredAt: string;
  how: "routed" | "replacement" | "admin";
  priceCents: number;
  status: string;
  return: { id: number; status: "pending" | "approved" | "refused"; reason: string; createdAt: string; decisionNote: string | null } | null;
};

/**
 * The lead page's header in one statement: the lead (404 for an agent when it is not theirs), its
 * agent, account and the repeats linked both ways, each within the user's scope (a repeat given to
 * another agent is not shown to this one, the lead it repeats is named without a link).
 */
export async function leadRecord(user: SessionUser, id: number): Promise<LeadRecord | null> {
  const scope = leadScopeParams(user);
  const rows = await db().$queryRawUnsafe<LeadRecord[]>(LEAD_RECORD_SQL, id, scope.agentId, scope.audience);
  const row = rows[0];
  if (!row) return null;
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return {
    ...row,
    createdAt: iso(row.createdAt)!,
    firstContactAt: iso(row.firstContactAt),
    doNotContactAt: iso(row.doNotContactAt),
    deletedAt: iso(row.deletedAt),
    duplicateOf: row.duplicateOf ? { id: row.duplicateOf.id, createdAt: iso(row.duplicateOf.createdAt)! } : null,
    duplicates: row.duplicates.map((d) => ({ ...d, createdAt: iso(d.createdAt)! })),
    delivery: row.delivery
      ? { ...row.delivery, deliveredAt: iso(row.delivery.deliveredAt)!, return: row.delivery.return ? { ...row.delivery.return, createdAt: iso(row.delivery.return.createdAt)! } : null }
      : null,
  };
}

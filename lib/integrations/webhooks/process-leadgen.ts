import "server-only";
import { LEAD_TYPES } from "@/lib/constants";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { fetchLeadgenLead, type LeadgenLead } from "@/lib/integrations/meta/graph-client";
import { metaConfig } from "@/lib/integrations/meta/config";
import type { InboxOutcome } from "@/lib/integrations/webhooks/types";

export type LeadgenOutcome = { outcome: InboxOutcome; leadId: number | null; detail: string } | { retry: string };

/** Lead Ads field names (standard questions, and custom ones by their key) → our lead fields. */
export function leadFromFieldData(lead: LeadgenLead): Record<string, unknown> {
  const fields = new Map<string, string>();
  for (const f of lead.field_data ?? []) {
    const value = f.values?.find((v) => typeof v === "string" && v.trim())?.trim();
    if (value) fields.set(f.name.toLowerCase(), value);
  }
  const get = (...names: string[]) => names.map((n) => fields.get(n)).find(Boolean) ?? null;
  const fullName = get("full_name", "name") ?? [get("first_name"), get("last_name")].filter(Boolean).join(" ");
  const coverage = [...fields.entries()].find(([k]) => /coverage|insurance|policy|interest/.test(k))?.[1]?.toLowerCase() ?? "";
  const leadType = LEAD_TYPES.find((t) => coverage.includes(t)) ?? (coverage.includes("car") || coverage.includes("vehicle") ? "auto" : coverage.includes("house") ? "home" : undefined);
  const marital = get("marital_status", "relationship_status")?.toLowerCase();
  return {
    fullName,
    email: get("email", "work_email"),
    phone: get("phone_number", "phone"),
    address: get("street_address", "address"),
    city: get("city"),
    state: get("state", "province"),
    zipCode: get("zip_code", "post_code", "zip", "postal_code"),
    agencyName: get("company_name"),
    leadType,
    maritalStatus: marital?.includes("married") ? "married" : marital?.includes("single") ? "single" : undefined,
    utmSource: "facebook",
    utmMedium: "lead_ads",
    campaign: lead.form_id ? `Lead Ads form ${lead.form_id}` : null,
    adSet: lead.ad_id ?? null,
  };
}

/**
 * A Lead Ads delivery: fetch the lead by leadgen_id from the Graph API and create it through the
 * normal lead pipeline (verification, dedupe, consent evidence naming Meta's form), idempotent on
 * the leadgen id. The Graph API or the token failing is retried by the job; a lead Meta no longer
 * has, or one without the fields we need, is recorded as failed/invalid for an admin to see.
 */
export async function processLeadgen(payload: Record<string, unknown>): Promise<LeadgenOutcome> {
  const leadgenId = String(payload.leadgen_id ?? "");
  const cfg = metaConfig();
  if (!cfg.accessToken) return { retry: "FACEBOOK_ACCESS_TOKEN is not set: Lead Ads leads cannot be fetched until it is." };
  const fetched = await fetchLeadgenLead(leadgenId, cfg);
  if (!fetched.ok) {
    if (fetched.kind === "permanent") return { outcome: "failed", leadId: null, detail: `Meta could not return lead ${leadgenId}: ${fetched.error}` };
    return { retry: `Fetching lead ${leadgenId}: ${fetched.error}` };
  }
  const parsed = leadSubmissionSchema.safeParse(leadFromFieldData(fetched.body));
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    return { outcome: "invalid", leadId: null, detail: `Lead ${leadgenId} lacks usable ${missing}: check the form's questions.` };
  }
  const created = fetched.body.created_time ? new Date(fetched.body.created_time.replace(/\+0000$/, "Z")) : null;
  const consentAt = created && !Number.isNaN(created.getTime()) ? created : null;
  const result = await captureLead(parsed.data, {
    ip: null,
    userAgent: null,
    pageUrl: null,
    idempotencyKey: leadgenId,
    idempotencyScope: "meta-leadgen",
    consentTextOverride: `Consent given on Meta's Lead Ads form ${fetched.body.form_id ?? String(payload.form_id ?? "unknown")} (ad ${fetched.body.ad_id ?? String(payload.ad_id ?? "unknown")}) under the form's own privacy notice and disclaimer; submitted on Facebook/Instagram, received through the Lead Ads webhook.`,
    consentAt,
    defaultSource: "facebook-lead-ads",
    consentEvidence: "lead_ads",
    vouchedBy: `Meta Lead Ads form ${fetched.body.form_id ?? String(payload.form_id ?? "unknown")} (Meta's lead ${leadgenId})`,
    sourceLeadId: leadgenId,
  });
  if (!result.ok) return { outcome: "failed", leadId: null, detail: result.body.error };
  const { id, duplicate } = result.body;
  return { outcome: "lead_created", leadId: id, detail: `Lead ${id} created${duplicate ? " (a repeat of a recent lead, linked to it)" : ""}${result.replayed ? " earlier" : ""}` };
}

/**
 * Browser side of the lead and contact APIs: the answer shapes the pages read, and the calls.
 * Errors surface as ApiError (lib/client/api.ts): non-2xx answers, including 400 with fieldErrors
 * and 429; a network failure is a TypeError from fetch.
 */
import { apiRequest } from "@/lib/client/api";

/** Re-exported for forms that load this module on first use and check its errors (the contact form). */
export { ApiError } from "@/lib/client/api";
import { trackEvent } from "@/lib/crm/analytics/track";
import type { ContactFormValues } from "@/lib/schemas/contact";
import type { LeadSubmissionInput } from "@/lib/schemas/lead";
import type { ValidationResult } from "@/lib/verification/types";

export type { ValidationResult };

/** POST /api/leads: 201 (stored) or, with ?dryRun=1, 200 with id null. */
export type LeadSubmitAnswer =
  | { success: true; id: number | null; duplicate: boolean; validationResult: ValidationResult }
  | { success: false; error?: string; fieldErrors?: Record<string, string[]> };

/** What the lead forms add to their own fields: consent notice shown, timing and the honeypot. */
export type LeadFormMeta = {
  consentVersion: string;
  formStartedAt: number | null;
  submittedAt: number;
  website: string;
};

/** Stored submissions are counted as form_submit events for the CRM's traffic report (by UTM source). */
export async function submitLead(body: LeadSubmissionInput & Partial<LeadFormMeta>, opts: { dryRun?: boolean } = {}) {
  const answer = await apiRequest<LeadSubmitAnswer>("POST", opts.dryRun ? "/api/leads?dryRun=1" : "/api/leads", body);
  if (!opts.dryRun && answer.success) trackEvent("form_submit", { form: body.source ?? "lead" });
  return answer;
}

export async function submitContact(body: ContactFormValues) {
  const answer = await apiRequest<{ success: boolean; id?: number; error?: string }>("POST", "/api/contacts", body);
  if (answer.success) trackEvent("form_submit", { form: "contact" });
  return answer;
}

/** A row of GET /api/leads (crm spec §3 plus status, do-not-contact and duplicate links). */
export type LeadListItem = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  address: string | null;
  city?: string | null;
  zipCode?: string | null;
  agencyName?: string | null;
  leadType?: string | null;
  source?: string | null;
  isVerified: boolean;
  verificationScore: number;
  verificationFlags?: string[];
  verificationReasoning?: string | null;
  status?: string | null;
  doNotContact?: boolean;
  duplicateOfId?: number | null;
  createdAt: string;
};

/** A row of GET /api/contacts. */
export type ContactListItem = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  agencyName?: string | null;
  subject: string;
  message: string;
  isVerified?: boolean;
  verificationScore?: number;
  createdAt: string;
};

export function fetchRecentLeads() {
  return apiRequest<{ data: LeadListItem[] }>("GET", "/api/leads");
}

export function fetchRecentContacts() {
  return apiRequest<{ data: ContactListItem[] }>("GET", "/api/contacts");
}

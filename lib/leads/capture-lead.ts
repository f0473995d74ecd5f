import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site";
import { FORM_LEAD_SOURCES, ZIP_ONLY_LEAD_SOURCES } from "@/lib/constants";
import type { QueuedEmail } from "@/lib/email/queue-email";
import { leadAlertEmail } from "@/lib/email/templates/lead-emails";
import {
  DUPLICATE_WINDOW_DAYS,
  normalizeEmail,
  normalizePhone,
  toValidationResult,
  verificationColumns,
  verifyLead,
  type ValidationResult,
} from "@/lib/verification";
import type { LeadSubmission } from "@/lib/schemas/lead";
import { consentCoversAgents, consentText, isConsentVersion } from "@/lib/leads/consent";
import { loadCaptureContext, type StoredAnswer } from "@/lib/leads/capture-context";
import { storeLead } from "@/lib/leads/store-lead";
import { leadCaptureEvents, type LeadForEvents } from "@/lib/integrations/meta/lead-events";
import { leadAssignedSubject } from "@/lib/crm/leads/assignment-email";
import { consentRecordHash, evidenceOf, storedConsentFields, type ConsentEvidence, type ConsentRecord } from "@/lib/leads/consent-record";
import { marketFields } from "@/lib/marketplace/intake";

/** Where and how a lead arrived: evidence for consent, idempotency and provenance. */
export type CaptureMeta = {
  ip: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  /** Idempotency-Key header, namespaced by `idempotencyScope` (e.g. the API key's id). */
  idempotencyKey?: string | null;
  idempotencyScope?: string;
  /** Consent text collected elsewhere (lead vendors); otherwise the notice named by consentVersion. */
  consentTextOverride?: string | null;
  consentAt?: Date | null;
  defaultSource?: string;
  sourceLeadId?: string | null;
  /**
   * What the consent evidence is and who vouched for it (issue 27 §7): our forms are `web` (the
   * default), the intake API `vendor` with the API key named, Lead Ads `lead_ads`, the chat `chat`.
   */
  consentEvidence?: ConsentEvidence;
  vouchedBy?: string | null;
  /**
   * A form page's `source` outside the fixed list (POST /api/leads): the lead is stored under `website`
   * and the value sent is kept in the audit entry, so no consumer is lost over a label.
   */
  sentSource?: string | null;
  /** Run the verification and the look-ups without storing anything (lead validation test page). */
  dryRun?: boolean;
  now?: Date;
};

export type CaptureBody = {
  success: true;
  id: number | null;
  duplicate: boolean;
  validationResult: ValidationResult;
};
/**
 * `text` is the answer's exact bytes (`body` serialised once): a new lead's is stored with its status
 * for its Idempotency-Key, and a replay answers the stored status and bytes (`replayed`).
 */
export type CaptureResult =
  | { ok: true; status: number; body: CaptureBody; text: string; replayed: boolean }
  | { ok: false; status: 409; body: { success: false; error: string } };

export const IDEMPOTENCY_MISMATCH = "This Idempotency-Key was already used with a different request.";

/**
 * The one lead pipeline every capture point uses (forms, external intake, Lead Ads, chat):
 * idempotency, duplicate and do-not-contact look-ups (one statement, which also reserves the lead's
 * id) → verification score → one transaction that stores the lead (and its unqualified record), the
 * idempotency answer, the audit entries, the conversion events and the e-mails with their jobs
 * (lib/leads/store-lead.ts). A consumer shopper is then routed to one buyer by its captured-lead job
 * (lib/marketplace/route-lead.ts); an agent prospect goes round-robin to our sales staff. A repeat by
 * the same person within 30 days is stored, flagged and linked, never dropped.
 */
export async function captureLead(input: LeadSubmission, meta: CaptureMeta): Promise<CaptureResult> {
  const now = meta.now ?? new Date();
  const idemKey = meta.idempotencyKey ? `${meta.idempotencyScope ?? "public"}:${meta.idempotencyKey}` : null;
  const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
  const emailNormalized = normalizeEmail(input.email);
  const phoneE164 = normalizePhone(input.phone);

  // One round trip: replay, duplicate and opt-out look-ups, alert recipients, the new lead's id.
  // A dry run scores the submission itself (the validation test page re-runs the seeded samples): no duplicate look-up.
  const context = await loadCaptureContext({
    idempotencyKey: meta.dryRun ? null : idemKey,
    emailNormalized,
    phoneE164,
    now,
    windowDays: DUPLICATE_WINDOW_DAYS,
    dryRun: !!meta.dryRun,
  });
  if (context.replay) return replayOf(context.replay, requestHash);
  const { duplicate, doNotContact } = context;

  // A page may send only a source of the fixed list (FORM_LEAD_SOURCES); anything else is stored as
  // `website` (reports stay on the fixed list) and the value sent goes to the audit entry.
  const known = input.source && (FORM_LEAD_SOURCES as readonly string[]).includes(input.source) ? input.source : null;
  const sentSource = input.source && !known ? input.source : (meta.sentSource ?? null);
  const source = known ?? meta.defaultSource ?? "website";
  const zipOnlyForm = ZIP_ONLY_LEAD_SOURCES.includes(source) && !input.address?.trim();
  const result = verifyLead({
    ...(zipOnlyForm ? { requireAddress: false } : {}),
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    agencyName: input.agencyName,
    leadType: input.leadType,
    hasContinuousCoverage: input.hasContinuousCoverage,
    hasMultipleClaims: input.hasMultipleClaims,
    honeypot: input.website,
    formStartedAt: input.formStartedAt,
    submittedAt: input.submittedAt ?? (input.formStartedAt ? now.getTime() : null),
    duplicateOf: duplicate,
  });
  const validationResult = toValidationResult(result);
  if (meta.dryRun || context.leadId === null) {
    return answer(200, { success: true, id: null, duplicate: !!duplicate, validationResult });
  }

  const id = context.leadId;
  const site = siteConfig();
  const consent = meta.consentTextOverride
    ? { text: meta.consentTextOverride, version: "vendor" }
    : isConsentVersion(input.consentVersion)
      ? { text: consentText(input.consentVersion, site.name), version: input.consentVersion }
      : null;
  const notes = [input.message, input.notes].filter(Boolean).join("\n\n") || null;
  // The consent record, hashed now: any later change to it shows when it is downloaded (lib/leads/consent-record.ts).
  const consentAt = consent ? (meta.consentAt ?? now) : null;
  const consentRecord: ConsentRecord = {
    leadId: id,
    evidence: meta.consentEvidence ?? evidenceOf({ source, consentVersion: consent?.version ?? null }),
    text: consent?.text ?? null,
    version: consent?.version ?? null,
    capturedAt: (consentAt ?? now).toISOString(),
    ip: meta.ip,
    userAgent: meta.userAgent,
    pageUrl: meta.pageUrl,
    fields: submittedFields(input),
    vouchedBy: meta.vouchedBy ?? null,
  };
  const isBot = !!input.website?.trim();
  // The qualification answers, stored on the lead and, when it fails the rule, on its unqualified record.
  const answers = {
    hasHomeInsurance: input.hasHomeInsurance,
    hasContinuousCoverage: input.hasContinuousCoverage,
    hasMultipleClaims: input.hasMultipleClaims,
    maritalStatus: input.maritalStatus ?? null,
    spouseName: input.spouseName,
    homePurchaseDate: input.homePurchaseDate,
    roofAge: input.roofAge ?? null,
    homeValue: input.homeValue,
  };
  const lead = {
    id,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    agencyName: input.agencyName,
    leadType: input.leadType,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    currentlyInsured: input.currentlyInsured ?? null,
    timeframe: input.timeframe,
    budget: input.budget,
    ...answers,
    currentInsuranceCarrier: input.currentInsuranceCarrier,
    notes,
    source,
    campaign: input.campaign,
    adSet: input.adSet,
    utmSource: input.utmSource,
    utmMedium: input.utmMedium,
    utmCampaign: input.utmCampaign,
    ...verificationColumns(result),
    insuranceQualified: result.insuranceQualified,
    emailNormalized,
    phoneE164,
    consentText: consent?.text ?? null,
    consentVersion: consent?.version ?? null,
    consentAt,
    consentIp: meta.ip,
    consentUserAgent: meta.userAgent,
    consentPageUrl: meta.pageUrl,
    consentFields: storedConsentFields(consentRecord),
    consentHash: consentRecordHash(consentRecord),
    doNotContact,
    doNotContactAt: doNotContact ? now : null,
    duplicateOfId: duplicate?.id ?? null,
    idempotencyKey: idemKey,
    sourceLeadId: meta.sourceLeadId ?? null,
    // Consumer or agent prospect, the ZIP's five digits, and whether it waits for a buyer (lib/marketplace/intake.ts).
    ...marketFields({ source, agencyName: input.agencyName, zipCode: input.zipCode, leadType: input.leadType, lines: input.lines, verified: result.isValid, qualified: !result.unqualifiedReason, isBot: !!input.website?.trim(), doNotContact, consentForAgents: consentCoversAgents(consent?.version) }),
    createdAt: now,
    updatedAt: now,
  };
  const unqualified = result.unqualifiedReason
    ? {
        leadId: id,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        ...answers,
        currentCarrier: input.currentInsuranceCarrier,
        agencyName: input.agencyName,
        leadType: input.leadType,
        source,
        unqualifiedReason: result.unqualifiedReason,
        ...verificationColumns(result),
        createdAt: now,
      }
    : null;
  const created = answer(201, { success: true, id, duplicate: !!duplicate, validationResult });

  // Bots are stored (evidence) but not assigned, reported to Meta or e-mailed.
  const facts = { id, fullName: lead.fullName, leadType: lead.leadType, source, score: result.score, isVerified: result.isValid };
  // The person's e-mail is not queued here: the automations' lead_captured event sends either the
  // first-touch template of an automation that covers the lead or, when none does, the confirmation
  // receipt (lib/automations/run-event.ts), so nobody gets two near-identical e-mails.
  const emails: QueuedEmail[] = [];
  if (!isBot) {
    const mail = leadAlertEmail(facts, site.url);
    emails.push({ kind: "lead_alert", to: context.alertTo, ...mail, dedupeKey: `lead-alert:${id}`, metadata: { leadId: id } });
  }

  try {
    await storeLead({
      now,
      lead,
      unqualified,
      idempotency: idemKey
        ? { key: idemKey, scope: meta.idempotencyScope ?? "public", requestHash, status: created.status, responseBody: created.text }
        : null,
      audit: { action: "lead.create", entity: "lead", entityId: String(id), changes: { source, ...(sentSource ? { sentSource } : {}), score: result.score, duplicateOf: duplicate?.id ?? null } },
      // Agent prospects go round-robin to our sales staff; a consumer waits for the marketplace's router.
      assign: isBot || lead.audience !== "agent_prospect" ? null : { duplicateOfId: duplicate?.id ?? null },
      emails,
      events: isBot ? [] : leadCaptureEvents({ ...lead, createdAt: now, mergedIntoId: null } satisfies LeadForEvents, result),
      agentEmail: { subject: leadAssignedSubject({ id, fullName: lead.fullName }) },
      automations: !isBot,
    });
    return created;
  } catch (e) {
    // Two requests with the same Idempotency-Key raced: the loser answers with the winner's result.
    if (idemKey && (e as { code?: string }).code === UNIQUE_VIOLATION) {
      const replay = await findIdempotencyRecord(idemKey);
      if (replay) return replayOf(replay, requestHash);
    }
    throw e;
  }
}

const UNIQUE_VIOLATION = "23505";

/** The form fields as submitted (what the person typed and the page sent), without empty ones. */
function submittedFields(input: LeadSubmission): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined && v !== ""));
}

function answer(status: 200 | 201, body: CaptureBody): CaptureResult & { ok: true } {
  return { ok: true, status, body, text: JSON.stringify(body), replayed: false };
}

/** The first answer again, status and bytes as they were sent (Stripe's rule); 409 for another request. */
function replayOf(record: StoredAnswer, requestHash: string): CaptureResult {
  if (record.requestHash !== requestHash) {
    return { ok: false, status: 409, body: { success: false, error: IDEMPOTENCY_MISMATCH } };
  }
  return { ok: true, status: record.status, body: JSON.parse(record.responseBody) as CaptureBody, text: record.responseBody, replayed: true };
}

async function findIdempotencyRecord(key: string): Promise<StoredAnswer | null> {
  return db().idempotencyRecord.findUnique({ where: { key }, select: { requestHash: true, status: true, responseBody: true } });
}

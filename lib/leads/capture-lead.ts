import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site";
import { ZIP_ONLY_LEAD_SOURCES } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { leadAlertEmail, leadConfirmationEmail } from "@/lib/email/templates/lead-emails";
import {
  DUPLICATE_WINDOW_DAYS,
  normalizeEmail,
  normalizePhone,
  toValidationResult,
  verifyLead,
  type ValidationResult,
} from "@/lib/verification";
import type { LeadSubmission } from "@/lib/schemas/lead";
import { consentText, isConsentVersion } from "@/lib/leads/consent";
import { findDuplicateLead, isDoNotContact } from "@/lib/leads/lookups";
import { queueLeadConversionEvents } from "@/lib/integrations/meta/lead-events";
import { assignLeadRoundRobin } from "@/lib/crm/leads/assign";

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
export type CaptureResult =
  | { ok: true; status: 200 | 201; body: CaptureBody; replayed: boolean }
  | { ok: false; status: 409; body: { success: false; error: string } };

export const IDEMPOTENCY_MISMATCH = "This Idempotency-Key was already used with a different request.";

/**
 * The one lead pipeline every capture point uses (forms, external intake, Lead Ads, chat):
 * idempotency → duplicate and do-not-contact look-ups → verification score → one transaction that
 * stores the lead (and its unqualified record), the idempotency answer, the audit entry and the
 * e-mail jobs. A repeat by the same person within 30 days is stored, flagged and linked, never dropped.
 */
export async function captureLead(input: LeadSubmission, meta: CaptureMeta): Promise<CaptureResult> {
  const now = meta.now ?? new Date();
  const idemKey = meta.idempotencyKey ? `${meta.idempotencyScope ?? "public"}:${meta.idempotencyKey}` : null;
  const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");

  if (idemKey && !meta.dryRun) {
    const replay = await replayIdempotent(idemKey, requestHash);
    if (replay) return replay;
  }

  const emailNormalized = normalizeEmail(input.email);
  const phoneE164 = normalizePhone(input.phone);
  // A dry run scores the submission itself (the validation test page re-runs the seeded samples): no duplicate look-up.
  const [duplicate, doNotContact, alertTo] = await Promise.all([
    meta.dryRun ? Promise.resolve(null) : findDuplicateLead(emailNormalized, phoneE164, now, DUPLICATE_WINDOW_DAYS),
    isDoNotContact(emailNormalized, phoneE164),
    meta.dryRun ? Promise.resolve([]) : alertRecipients(),
  ]);

  const source = input.source ?? meta.defaultSource ?? "website";
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
  if (meta.dryRun) {
    return { ok: true, status: 200, replayed: false, body: { success: true, id: null, duplicate: !!duplicate, validationResult } };
  }

  const site = siteConfig();
  const consent = meta.consentTextOverride
    ? { text: meta.consentTextOverride, version: "vendor" }
    : isConsentVersion(input.consentVersion)
      ? { text: consentText(input.consentVersion, site.name), version: input.consentVersion }
      : null;
  const notes = [input.message, input.notes].filter(Boolean).join("\n\n") || null;
  const isBot = !!input.website?.trim();

  try {
    const lead = await db().$transaction(async (tx) => {
      const lead = await tx.lead.create({
        data: {
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
          homeValue: input.homeValue,
          roofAge: input.roofAge ?? null,
          hasHomeInsurance: input.hasHomeInsurance,
          hasContinuousCoverage: input.hasContinuousCoverage,
          hasMultipleClaims: input.hasMultipleClaims,
          maritalStatus: input.maritalStatus ?? null,
          spouseName: input.spouseName,
          homePurchaseDate: input.homePurchaseDate,
          currentInsuranceCarrier: input.currentInsuranceCarrier,
          notes,
          source,
          campaign: input.campaign,
          adSet: input.adSet,
          utmSource: input.utmSource,
          utmMedium: input.utmMedium,
          utmCampaign: input.utmCampaign,
          isVerified: result.isValid,
          verificationScore: result.score,
          verificationFlags: result.flags,
          verificationReasoning: result.reasoning,
          nameValid: result.details.nameValid,
          phoneValid: result.details.phoneValid,
          emailValid: result.details.emailValid,
          addressValid: result.details.addressValid,
          insuranceQualified: result.insuranceQualified,
          emailNormalized,
          phoneE164,
          consentText: consent?.text ?? null,
          consentVersion: consent?.version ?? null,
          consentAt: consent ? (meta.consentAt ?? now) : null,
          consentIp: meta.ip,
          consentUserAgent: meta.userAgent,
          consentPageUrl: meta.pageUrl,
          doNotContact,
          doNotContactAt: doNotContact ? now : null,
          duplicateOfId: duplicate?.id ?? null,
          idempotencyKey: idemKey,
          sourceLeadId: meta.sourceLeadId ?? null,
          createdAt: now,
        },
        select: { id: true, fullName: true, leadType: true, source: true, verificationScore: true, isVerified: true },
      });

      if (result.unqualifiedReason) {
        await tx.unqualifiedLead.create({
          data: {
            leadId: lead.id,
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            address: input.address,
            hasHomeInsurance: input.hasHomeInsurance,
            hasContinuousCoverage: input.hasContinuousCoverage,
            hasMultipleClaims: input.hasMultipleClaims,
            maritalStatus: input.maritalStatus ?? null,
            spouseName: input.spouseName,
            homePurchaseDate: input.homePurchaseDate,
            roofAge: input.roofAge ?? null,
            homeValue: input.homeValue,
            currentCarrier: input.currentInsuranceCarrier,
            agencyName: input.agencyName,
            leadType: input.leadType,
            source,
            unqualifiedReason: result.unqualifiedReason,
            isVerified: result.isValid,
            verificationScore: result.score,
            verificationFlags: result.flags,
            verificationReasoning: result.reasoning,
            nameValid: result.details.nameValid,
            phoneValid: result.details.phoneValid,
            emailValid: result.details.emailValid,
            addressValid: result.details.addressValid,
          },
        });
      }

      const body: CaptureBody = { success: true, id: lead.id, duplicate: !!duplicate, validationResult };
      if (idemKey) {
        await tx.idempotencyRecord.create({
          data: { key: idemKey, scope: meta.idempotencyScope ?? "public", requestHash, status: 201, responseBody: body as unknown as Prisma.InputJsonObject },
        });
      }
      await recordAudit(
        { action: "lead.create", entity: "lead", entityId: lead.id, changes: { source, score: result.score, duplicateOf: duplicate?.id ?? null } },
        tx,
      );
      if (!isBot) await queueLeadConversionEvents(tx, lead, result);

      const facts = { id: lead.id, fullName: lead.fullName, leadType: lead.leadType, source: lead.source, score: lead.verificationScore, isVerified: lead.isVerified };
      if (!isBot && !doNotContact && emailNormalized && result.details.emailValid) {
        const mail = leadConfirmationEmail(facts, site.name, site.phone);
        await queueEmail(tx, { kind: "lead_confirmation", to: [input.email], ...mail, dedupeKey: `lead-confirmation:${lead.id}`, metadata: { leadId: lead.id } });
      }
      if (!isBot) {
        const mail = leadAlertEmail(facts, site.url);
        await queueEmail(tx, { kind: "lead_alert", to: alertTo, ...mail, dedupeKey: `lead-alert:${lead.id}`, metadata: { leadId: lead.id } });
      }
      // Round-robin to an active agent who takes this lead type (CRM issue); bots are left unassigned.
      // Last, because it locks the chosen agent's row until commit: with few agents every concurrent
      // capture waits on that lock, so it must be held for the commit only (the scale-out run saw
      // captures queue past the 5 s transaction timeout when it was taken before the other writes).
      if (!isBot) await assignLeadRoundRobin(tx, lead.id, lead.leadType);
      return lead;
    });
    return { ok: true, status: 201, replayed: false, body: { success: true, id: lead.id, duplicate: !!duplicate, validationResult } };
  } catch (e) {
    // Two requests with the same Idempotency-Key raced: the loser answers with the winner's result.
    if (idemKey && e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      const replay = await replayIdempotent(idemKey, requestHash);
      if (replay) return replay;
    }
    throw e;
  }
}

async function replayIdempotent(key: string, requestHash: string): Promise<CaptureResult | null> {
  const record = await db().idempotencyRecord.findUnique({ where: { key } });
  if (!record) return null;
  if (record.requestHash !== requestHash) {
    return { ok: false, status: 409, body: { success: false, error: IDEMPOTENCY_MISMATCH } };
  }
  return { ok: true, status: 200, replayed: true, body: record.responseBody as unknown as CaptureBody };
}

async function alertRecipients(): Promise<string[]> {
  const configured = (env().LEAD_ALERT_EMAILS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const admins = await db().user.findMany({ where: { role: "admin", active: true, email: { not: null } }, select: { email: true } });
  return [...new Set([...configured, ...admins.map((a) => a.email!).filter(Boolean)])];
}

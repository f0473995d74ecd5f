import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BuyerSetupStatus } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { siteConfig } from "@/lib/site";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { adminRecipients } from "@/lib/automations/step-actions";
import { texasCounties, texasZipsAmong } from "@/lib/geo/texas-zips";
import { startAwaitingEntitlements } from "@/lib/marketplace/entitlements";
import { newWebhookSecret, seal } from "@/lib/marketplace/secret-box";
import { setupDecisionEmail } from "@/lib/marketplace/emails";
import { checkPushUrl } from "@/lib/marketplace/push/push-url";
import { hubspotContactsUrl } from "@/lib/marketplace/push/hubspot";
import type { BuyerSetupInput, SetupReviewInput } from "@/lib/schemas/buyer-setup";
import { buyerContact } from "@/lib/marketplace/buyer-contact";

type Tx = Prisma.TransactionClient;

/** `licenseToReview`: an approved set-up's licence number changed, so it went back to review. */
export type SavedSetup = { status: BuyerSetupStatus; submitted: boolean; licenseToReview: boolean; webhookSecret: string | null };

/**
 * A buyer saves (and, with `submit`, sends for approval) their set-up (issue 31 §3): licence and
 * agency, lines and territory, delivery days and hours, and how leads reach them. Territories are
 * checked against Texas' ZIP codes and counties; a push address must be a public https address. A
 * webhook gets a new signing secret, returned here once (only its sealed form is stored). Changing
 * the licence number of an approved set-up sends it back for review (deliveries wait for it; the admins
 * are told, and the set-up card shows the number that was confirmed).
 * Nothing is written when anything is refused.
 */
export async function saveBuyerSetup(user: SessionUser, input: BuyerSetupInput, opts: { submit: boolean; now?: Date }): Promise<SavedSetup> {
  if (user.role !== "agent") throw new CrmValidationError({ licenseNumber: ["Only an agent account can buy leads: staff accounts cannot"] });
  const now = opts.now ?? new Date();
  await checkTerritory(input);
  if (input.pushMethod === "webhook" || input.pushMethod === "zapier") {
    // A public https address only (no SSRF): checked again, resolved, at every send.
    const checked = await checkPushUrl(input.pushUrl ?? "");
    if (!checked.ok) throw new CrmValidationError({ pushUrl: [checked.message] });
  }

  return db().$transaction(async (tx) => {
    const before = await tx.buyerProfile.findUnique({ where: { userId: user.id } });
    if (input.pushMethod === "hubspot" && !input.hubspotToken && !(before?.pushMethod === "hubspot" && before.pushSecretSealed)) {
      throw new CrmValidationError({ hubspotToken: ["Paste your HubSpot private app token (CRM contacts write scope)"] });
    }
    const webhookSecret = input.pushMethod === "webhook" && !(before?.pushMethod === "webhook" && before.pushSecretSealed) ? newWebhookSecret() : null;
    const pushSecretSealed =
      input.pushMethod === "none" || input.pushMethod === "zapier" ? null
      : input.pushMethod === "hubspot" ? (input.hubspotToken ? seal(input.hubspotToken) : before!.pushSecretSealed)
      : webhookSecret ? seal(webhookSecret) : before!.pushSecretSealed;
    const licenseChanged = !!before?.licenseNumber && before.licenseNumber !== input.licenseNumber;
    let status: BuyerSetupStatus = before?.setupStatus ?? "draft";
    // A new licence number on an approved set-up: deliveries wait for our team to confirm it.
    const backToReview = licenseChanged && status === "approved";
    if (backToReview) status = "submitted";
    const submitting = opts.submit && (status === "draft" || status === "changes_requested");
    if (submitting) status = "submitted";
    const data = {
      licenseNumber: input.licenseNumber,
      agencyName: input.agencyName,
      lines: input.lines,
      counties: input.counties,
      zips: input.zips,
      emailAlerts: input.emailAlerts,
      pushMethod: input.pushMethod,
      pushUrl: input.pushMethod === "none" ? null : input.pushMethod === "hubspot" ? hubspotContactsUrl() : input.pushUrl,
      pushSecretSealed,
      setupStatus: status,
      ...(licenseChanged ? { licenseConfirmedAt: null, licenseConfirmedBy: null } : {}),
      // The number we had confirmed, for the reviewer (a second change before the review keeps the first).
      ...(licenseChanged && before?.licenseConfirmedAt ? { previousLicenseNumber: before.licenseNumber } : {}),
      ...(submitting || (licenseChanged && status === "submitted") ? { submittedAt: now } : {}),
      updatedAt: now,
    };
    await tx.buyerProfile.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data, createdAt: now }, update: data });
    await tx.user.update({ where: { id: user.id }, data: { workDays: input.workDays, workStartMinute: input.workStartMinute, workEndMinute: input.workEndMinute } });
    await recordAudit(
      {
        actorId: user.id,
        action: submitting ? "buyer.setup_submit" : "buyer.setup_save",
        entity: "buyer",
        entityId: user.id,
        changes: { lines: input.lines, counties: input.counties.length, zips: input.zips.length, pushMethod: input.pushMethod, status, ...(webhookSecret ? { webhookSecret: "new" } : {}) },
      },
      tx,
    );
    if (submitting) await tellAdminsToReview(tx, "submitted", user, input.agencyName, now);
    if (backToReview) await tellAdminsToReview(tx, "license", user, input.agencyName, now);
    return { status, submitted: submitting, licenseToReview: backToReview, webhookSecret };
  });
}

async function checkTerritory(input: BuyerSetupInput): Promise<void> {
  if (input.zips.length > 0) {
    const known = new Set((await texasZipsAmong(input.zips)).map((z) => z.zip));
    const unknown = input.zips.filter((z) => !known.has(z));
    if (known.size === 0) throw new CrmValidationError({ zips: ["None of these is a Texas ZIP code: enter ZIP codes in Texas, like 78701"] });
    if (unknown.length) throw new CrmValidationError({ zips: [`Not Texas ZIP codes: ${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ""}`] });
  }
  if (input.counties.length > 0) {
    const known = new Set((await texasCounties()).map((c) => c.fips));
    if (input.counties.some((c) => !known.has(c))) throw new CrmValidationError({ counties: ["Choose counties from the list"] });
  }
}

/** Why the admins are asked to review a set-up: a new one sent, or an approved one whose licence number changed. */
const REVIEW_REQUESTS = {
  submitted: {
    subject: (agency: string) => `Set-up to approve: ${agency}`,
    says: (buyer: string, agency: string) => `${buyer} (${agency}) sent their lead delivery set-up for approval. Leads are promised within 24–48 hours of set-up`,
  },
  license: {
    subject: (agency: string) => `License changed, deliveries waiting: ${agency}`,
    says: (buyer: string, agency: string) => `${buyer} (${agency}) changed the license number of their approved set-up. Their leads wait until you confirm the new number`,
  },
} as const;

async function tellAdminsToReview(tx: Tx, why: keyof typeof REVIEW_REQUESTS, buyer: SessionUser, agencyName: string, now: Date): Promise<void> {
  const to = await adminRecipients(tx);
  const link = `${siteConfig().url}/admin/marketplace?tab=setups`;
  const request = REVIEW_REQUESTS[why];
  const text = `${request.says(buyer.username, agencyName)}: review it here:\n${link}`;
  const html = `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>")}</p>`;
  await queueEmail(tx, { kind: "buyer_setup_submitted", to, subject: request.subject(agencyName), text, html, dedupeKey: `buyer-${why === "license" ? "license" : "setup"}:${buyer.id}:${now.getTime()}`, createdAt: now, metadata: { buyerId: buyer.id } });
}

/**
 * An admin approves a submitted set-up (the licence confirmed, the account approved if it was
 * waiting, the plans waiting for it start now) or sends it back with a note; the buyer is e-mailed.
 */
export async function reviewBuyerSetup(admin: SessionUser, input: SetupReviewInput, now = new Date()): Promise<BuyerSetupStatus> {
  return db().$transaction(async (tx) => {
    const profile = await tx.buyerProfile.findUnique({ where: { userId: input.buyerId }, include: { user: { select: { username: true, email: true, status: true } } } });
    if (!profile) throw new CrmNotFoundError("buyer");
    if (profile.setupStatus !== "submitted") throw new CrmValidationError({ decision: [`This set-up is ${profile.setupStatus.replace("_", " ")}, not waiting for a decision`] });
    const approve = input.decision === "approve";
    const status: BuyerSetupStatus = approve ? "approved" : "changes_requested";
    await tx.buyerProfile.update({
      where: { userId: input.buyerId },
      data: { setupStatus: status, reviewedAt: now, reviewedById: admin.id, reviewNote: input.note, previousLicenseNumber: null, ...(approve ? { licenseConfirmedAt: now, licenseConfirmedBy: admin.id } : {}) },
    });
    let started = 0;
    if (approve) {
      if (profile.user.status === "pending") await tx.user.update({ where: { id: input.buyerId }, data: { status: "active" } });
      started = await startAwaitingEntitlements(tx, input.buyerId, now);
    }
    await recordAudit({ actorId: admin.id, action: approve ? "buyer.setup_approve" : "buyer.setup_changes", entity: "buyer", entityId: input.buyerId, changes: { note: input.note, entitlementsStarted: started } }, tx);
    const buyer = await buyerContact(input.buyerId, tx);
    if (buyer.email) {
      const mail = setupDecisionEmail({ buyerName: buyer.name, approved: approve, note: input.note }, siteConfig().url);
      await queueEmail(tx, { kind: "buyer_setup_decision", to: [buyer.email], ...mail, dedupeKey: `buyer-setup-decision:${input.buyerId}:${now.getTime()}`, createdAt: now, metadata: { buyerId: input.buyerId } });
    }
    return status;
  });
}

/** The buyer's pause switch: paused, the router passes them by; the pace catches up after. */
export async function setDeliveriesPaused(user: SessionUser, paused: boolean, now = new Date()): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.buyerProfile.updateMany({ where: { userId: user.id }, data: { paused, pausedAt: paused ? now : null } });
    if (!count) throw new CrmNotFoundError("buyer");
    await recordAudit({ actorId: user.id, action: paused ? "buyer.pause" : "buyer.resume", entity: "buyer", entityId: user.id }, tx);
  });
}

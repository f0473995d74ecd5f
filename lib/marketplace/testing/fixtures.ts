/**
 * Buyers and consumer leads for the marketplace's integration tests (real PostgreSQL). A buyer here is
 * what an approved set-up and a paid plan make: an agent with a buyer profile (approved, lines,
 * territory) and an active entitlement for a period around `now`.
 */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { LeadType } from "@/lib/generated/prisma/enums";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { openEntitlement } from "@/lib/marketplace/entitlements";
import { leadSubmissionSchema, type LeadSubmissionInput } from "@/lib/schemas/lead";
import { captureLead } from "@/lib/leads/capture-lead";
import { texasLead } from "@/test/fixtures/texas-lead";
import { addMonths } from "@/lib/marketplace/period";
import type { Line } from "@/lib/marketplace/lines";

export type BuyerSpec = {
  counties?: string[];
  zips?: string[];
  lines?: Line[];
  quota?: number;
  priceCents?: number;
  periodStart?: Date;
  periodEnd?: Date;
  workDays?: number[];
  workStartMinute?: number;
  workEndMinute?: number;
  paused?: boolean;
  email?: string | null;
  pushMethod?: "none" | "webhook" | "hubspot" | "zapier";
  pushUrl?: string | null;
  pushSecretSealed?: string | null;
};

/** Travis County (Austin), where texasLead() lives (78756). */
export const TRAVIS = "48453";
export const HARRIS = "48201";

export async function makeBuyer(spec: BuyerSpec = {}, now = new Date()): Promise<SessionUser & { entitlementId: number }> {
  const user = await makeUser("agent", { email: spec.email === undefined ? `buyer.${randomUUID().slice(0, 8)}@agency.example` : spec.email });
  // Delivery hours: every minute of every day unless the test says otherwise (an agent's default hours,
  // Monday–Friday 8–18, would make a test pass or fail by the time of day the suite runs).
  await db().user.update({ where: { id: user.id }, data: { workDays: spec.workDays ?? [1, 2, 3, 4, 5, 6, 7], workStartMinute: spec.workStartMinute ?? 0, workEndMinute: spec.workEndMinute ?? 1440 } });
  const lines = spec.lines ?? ["auto", "home", "life"];
  await db().buyerProfile.create({
    data: {
      userId: user.id,
      licenseNumber: "2345678",
      agencyName: `Agency of ${user.username}`,
      lines,
      counties: spec.counties ?? (spec.zips ? [] : [TRAVIS]),
      zips: spec.zips ?? [],
      setupStatus: "approved",
      reviewedAt: now,
      paused: spec.paused ?? false,
      pushMethod: spec.pushMethod ?? "none",
      pushUrl: spec.pushUrl ?? null,
      pushSecretSealed: spec.pushSecretSealed ?? null,
    },
  });
  const quota = spec.quota ?? 50;
  const start = spec.periodStart ?? new Date(now.getTime() - 60_000);
  const { id } = await db().$transaction((tx) =>
    openEntitlement(tx, {
      buyerId: user.id,
      source: "grant",
      sourceRef: `grant:${randomUUID()}`,
      terms: { planName: "Test plan", productSlug: null, lines, quota, priceCents: spec.priceCents ?? quota * 1800 },
      period: { start, end: spec.periodEnd ?? addMonths(start, 1) },
      grant: { reason: "Test buyer", byId: user.id },
    }, now),
  );
  return { ...user, entitlementId: id };
}

/** A verified, qualified consumer from the quote funnel (texasLead), captured through the real pipeline. */
export async function captureConsumer(overrides: Partial<LeadSubmissionInput> = {}, now = new Date()): Promise<number> {
  const result = await captureLead(leadSubmissionSchema.parse(texasLead(overrides)), { ip: "203.0.113.9", userAgent: "test", pageUrl: "http://localhost/admin-quote-private", now });
  if (!result.ok || result.body.id === null) throw new Error("capture failed");
  return result.body.id;
}

export const LINE_OF: Record<Line, LeadType> = { auto: "auto", home: "home", life: "life" };

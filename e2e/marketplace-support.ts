import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes, randomInt } from "node:crypto";
import { texasPhone } from "@/test/fixtures/texas-lead";
import { tag } from "./crm-support";
import { createAgent, testIp, withDb, type Credentials } from "./support";

/**
 * The marketplace journeys' helpers (issue 31). Set-up that is not what a journey checks goes through
 * the database: a buyer here is what an approved set-up and a paid plan make. Each journey works in a
 * county no other journey uses, so parallel journeys never compete for the same leads: Kerr and Smith
 * (buying a plan), Brewster (returns), Lubbock (the webhook), Midland (e2e/accounts.spec.ts).
 */
export type Buyer = Credentials & { id: number };

/** The county (FIPS) of a Texas ZIP, from the seeded texas_zips. */
export async function countyOf(zip: string): Promise<string> {
  const { rows } = await withDb((c) => c.query<{ fips: string }>(`SELECT "countyFips" AS fips FROM texas_zips WHERE zip = $1`, [zip]));
  expect(rows[0], `ZIP ${zip} in texas_zips`).toBeTruthy();
  return rows[0]!.fips;
}

export type PlanSpec = { quota?: number; profile?: { counties?: string[]; zips?: string[] } };

/** An approved agent (every hour a delivery hour) with an active plan for a short period; `profile` adds an approved set-up. */
export async function makeBuyer(request: APIRequestContext, opts: PlanSpec = {}): Promise<Buyer> {
  const creds = await createAgent(request);
  const { rows } = await withDb((c) => c.query<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [creds.username]));
  const id = rows[0]!.id;
  await givePlan(id, opts);
  return { ...creds, id };
}

/** What a paid plan and (with `profile`) an approved set-up give an existing agent, written as the services would. */
export async function givePlan(userId: number, opts: PlanSpec = {}): Promise<void> {
  await withDb(async (c) => {
    const quota = opts.quota ?? 10;
    // Ends in 20 hours: today's pacing cap is at least half the quota, whatever the hour.
    await c.query(
      `INSERT INTO entitlements ("buyerId", source, "sourceRef", "planName", "productSlug", lines, quota, "priceCents", "pricePerLeadCents", "periodStart", "periodEnd", status, "grantReason", "updatedAt")
       VALUES ($1, 'grant', $2, 'Growth', 'growth-monthly', '{auto,home,life}', $3, $4, 1800, now() - interval '1 minute', now() + interval '20 hours', 'active', 'e2e buyer', now())`,
      [userId, `grant:e2e-${randomBytes(6).toString("hex")}`, quota, quota * 1800],
    );
    if (opts.profile) {
      await c.query(
        `INSERT INTO buyer_profiles ("userId", "licenseNumber", "agencyName", lines, counties, zips, "setupStatus", "submittedAt", "reviewedAt", "licenseConfirmedAt", "updatedAt")
         VALUES ($1, '2345678', $2, '{auto,home,life}', $3, $4, 'approved', now(), now(), now(), now())`,
        [userId, `Agency of user ${userId}`, opts.profile.counties ?? [], opts.profile.zips ?? []],
      );
    }
  });
}

export type Place = { city: string; zip: string; address: string; areaCode: string };
export const PLACES = {
  kerrville: { city: "Kerrville", zip: "78028", address: "1100 Junction Hwy", areaCode: "830" },
  alpine: { city: "Alpine", zip: "79830", address: "602 E Holland Ave", areaCode: "432" },
  lubbock: { city: "Lubbock", zip: "79401", address: "1500 Broadway", areaCode: "806" },
  tyler: { city: "Tyler", zip: "75701", address: "2100 S Broadway Ave", areaCode: "903" },
  midland: { city: "Midland", zip: "79701", address: "200 W Wall St", areaCode: "432" },
} satisfies Record<string, Place>;

/**
 * A consumer from the quote funnel at a place (POST /api/leads, a home shopper who verifies), or with
 * `badPhone` a 555 number that fails verification (the lead waits in the review queue).
 */
export async function postConsumer(request: APIRequestContext, place: Place, fullName: string, opts: { badPhone?: boolean } = {}): Promise<number> {
  // Digits (verifiableTag): in a hex token, letters like "ccc" made the e-mail look made up, and about
  // one consumer in 250 went to review instead of to its buyer.
  const token = tag();
  const phone = opts.badPhone ? `(${place.areaCode}) 555-01${randomInt(10, 99)}` : texasPhone(place.areaCode);
  const res = await request.post("/api/leads", {
    data: {
      fullName,
      email: `${fullName.toLowerCase().replace(/\W+/g, ".")}.${token}@gmail.com`,
      phone,
      address: place.address,
      city: place.city,
      state: "TX",
      zipCode: place.zip,
      leadType: "home",
      hasHomeInsurance: true,
      hasContinuousCoverage: true,
      hasMultipleClaims: false,
      maritalStatus: "single",
      currentInsuranceCarrier: "State Farm",
      consentVersion: "quote-2025-01",
      source: "quote-funnel",
    },
    headers: { "x-forwarded-for": testIp() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** Waits for a lead's place in the market (routing runs in a job seconds after capture). */
export async function expectMarketStatus(leadId: number, status: string, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => (await withDb((c) => c.query<{ s: string | null }>(`SELECT "marketStatus"::text AS s FROM leads WHERE id = $1`, [leadId]))).rows[0]?.s, { timeout, message: `lead ${leadId} ${status}` })
    .toBe(status);
}

/** How a lead was delivered (routed, replacement, admin) and to whom, once it is. */
export async function deliveryOf(leadId: number): Promise<{ buyerId: number; how: string } | null> {
  const { rows } = await withDb((c) => c.query<{ buyerId: number; how: string }>(`SELECT "buyerId", how::text AS how FROM lead_deliveries WHERE "leadId" = $1`, [leadId]));
  return rows[0] ?? null;
}

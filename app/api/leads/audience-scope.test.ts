import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { jsonRequest, makeUser } from "@/lib/crm/testing/fixtures";
import { captureConsumer, makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { routeLead } from "@/lib/marketplace/route-lead";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { texasLead, verifiableTag } from "@/test/fixtures/texas-lead";
import * as leads from "@/app/api/leads/route";
import * as contacts from "@/app/api/contacts/route";
import LeadPage from "@/app/(site)/crm/leads/[id]/page";
import { reportDefectAction } from "@/lib/marketplace/actions";
import { IDLE } from "@/lib/forms/action-state";
import { formData } from "@/test/form-data";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

/**
 * Who sees which leads since the marketplace (issue 31): a buyer sees the consumer leads delivered to
 * them and nothing else (another buyer's lead does not exist for them: 404); our sales staff see every
 * agent prospect and the contact-form messages, never a consumer; an admin sees everything.
 */
let admin: SessionUser, sales: SessionUser, alice: SessionUser & { entitlementId: number }, bob: SessionUser & { entitlementId: number };
let aliceLead: number, bobLead: number, prospect: number;
const ZIP = "79101"; // Amarillo: no other test's buyer covers it

// The test's own people, found by their e-mails' tag (other files write leads to the same database at
// the same time, some dated ahead by their clocks). Real-looking names: a random one can look like
// keyboard mash to the name check, and the lead would then wait in review instead of being sold.
const TAG = `scope${verifiableTag(12)}`;
const person = (who: string) => ({ fullName: "Dana Whitfield", email: `dana.${TAG}.${who}@gmail.com` });
const listed = async () => ((await (await leads.GET(jsonRequest(`/api/leads?size=100&q=${encodeURIComponent(TAG)}`, "GET"))).json()) as { data: { id: number }[] }).data.map((l) => l.id);

beforeAll(async () => {
  [admin, sales] = await Promise.all([makeUser("admin"), makeUser("sales")]);
  alice = await makeBuyer({ zips: [ZIP], quota: 1 });
  bob = await makeBuyer({ zips: [ZIP], quota: 1 });
  aliceLead = await captureConsumer({ zipCode: ZIP, ...person("a") });
  bobLead = await captureConsumer({ zipCode: ZIP, ...person("b") });
  const first = await routeLead(aliceLead);
  const second = await routeLead(bobLead);
  // Whoever got which: name them by their buyer.
  if (first.outcome === "delivered" && first.delivery.buyerId === bob.id) [aliceLead, bobLead] = [bobLead, aliceLead];
  expect(second.outcome).toBe("delivered");
  const p = await captureLead(leadSubmissionSchema.parse(texasLead({ source: "landing", agencyName: "Panhandle Insurance", zipCode: ZIP, ...person("p") })), { ip: null, userAgent: null, pageUrl: null });
  prospect = p.ok ? p.body.id! : 0;
});

describe("the lead scope by audience", () => {
  it("a buyer lists only their own delivered consumers; another buyer's lead page is a 404, and so is reporting it", async () => {
    signInAs(alice);
    const mine = await listed();
    expect(mine).toContain(aliceLead);
    expect(mine).not.toContain(bobLead);
    expect(mine).not.toContain(prospect);
    await expect(LeadPage({ params: Promise.resolve({ id: String(bobLead) }) })).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    const report = await reportDefectAction(IDLE, formData({ leadId: bobLead, reason: "fake" }));
    expect(report).toMatchObject({ status: "error", message: "That record does not exist or is not yours." });
    expect(await db().leadReturn.count({ where: { leadId: bobLead } })).toBe(0);
  });

  it("sales staff list agent prospects only, and read the contact-form messages; a buyer may not", async () => {
    signInAs(sales);
    const seen = await listed();
    expect(seen).toContain(prospect);
    expect(seen).not.toContain(aliceLead);
    expect((await contacts.GET()).status).toBe(200);
    signInAs(alice);
    expect((await contacts.GET()).status).toBe(403);
  });

  it("an admin lists both audiences", async () => {
    signInAs(admin);
    const all = await listed();
    expect(all).toEqual(expect.arrayContaining([aliceLead, bobLead, prospect]));
  });
});

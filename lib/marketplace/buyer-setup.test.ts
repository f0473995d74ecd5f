import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { buyerSetupSchema } from "@/lib/schemas/buyer-setup";
import { reviewBuyerSetup, saveBuyerSetup } from "@/lib/marketplace/buyer-setup";
import { setupsWaiting } from "@/lib/marketplace/admin-views";
import { openEntitlement } from "@/lib/marketplace/entitlements";
import { productBySlug, termsOfProduct } from "@/lib/marketplace/plans";
import { unseal } from "@/lib/marketplace/secret-box";

const form = (overrides: Record<string, unknown> = {}) =>
  buyerSetupSchema.parse({ licenseNumber: "2345678", agencyName: "Bluebonnet Insurance", lines: ["home", "auto"], territory: "counties", counties: ["48453", "48491"], zips: "", workDays: ["1", "2", "3", "4", "5"], workStart: "08:00", workEnd: "18:00", emailAlerts: "on", pushMethod: "none", ...overrides });

describe("a buyer's set-up (real PostgreSQL)", () => {
  it("checks the form: licence digits, a line, a territory, the hours", () => {
    const bad = buyerSetupSchema.safeParse({ licenseNumber: "TX-12", agencyName: "B", lines: [], territory: "zips", zips: "", workDays: [], workStart: "18:00", workEnd: "08:00", pushMethod: "webhook", pushUrl: "" });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["licenseNumber", "agencyName", "lines", "workDays"]));
  });

  it("refuses a territory with no Texas ZIP and a webhook that is http or private, writing nothing", async () => {
    const buyer = await makeUser("agent");
    await expect(saveBuyerSetup(buyer, form({ territory: "zips", zips: "10001, 90210" }), { submit: false })).rejects.toThrow(/None of these is a Texas ZIP code/);
    await expect(saveBuyerSetup(buyer, form({ territory: "zips", zips: "78701 10001" }), { submit: false })).rejects.toThrow(/Not Texas ZIP codes: 10001/);
    await expect(saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "http://crm.example.com/leads" }), { submit: false })).rejects.toThrow(/https/);
    await expect(saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "https://127.0.0.1/leads" }), { submit: false })).rejects.toThrow();
    await expect(saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "https://10.0.0.8/leads" }), { submit: false })).rejects.toThrow();
    await expect(saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "https://169.254.169.254/latest" }), { submit: false })).rejects.toThrow();
    expect(await db().buyerProfile.findUnique({ where: { userId: buyer.id } })).toBeNull();
  });

  it("a webhook gets a signing secret once; submitting asks the admins; approval starts the plans waiting for it and approves the account", async () => {
    const buyer = await makeUser("agent", { status: "pending", email: `buyer.${randomUUID().slice(0, 6)}@agency.example` });
    const saved = await saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "https://93.184.215.14/hooks/leads" }), { submit: false });
    expect(saved.status).toBe("draft");
    expect(saved.webhookSecret).toMatch(/^whsec_/);
    const profile = await db().buyerProfile.findUniqueOrThrow({ where: { userId: buyer.id } });
    expect(unseal(profile.pushSecretSealed)).toBe(saved.webhookSecret);
    // Saved again: the same secret stays (not shown again).
    expect((await saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "https://93.184.215.14/hooks/leads" }), { submit: false })).webhookSecret).toBeNull();

    const { id } = await db().$transaction((tx) => openEntitlement(tx, { buyerId: buyer.id, source: "order", sourceRef: `order:${randomUUID()}`, terms: termsOfProduct(productBySlug("growth-monthly")!) }));
    const admin = await makeUser("admin", { email: `ops.${randomUUID().slice(0, 6)}@agency.example` });
    const submitted = await saveBuyerSetup(buyer, form({ pushMethod: "webhook", pushUrl: "https://93.184.215.14/hooks/leads" }), { submit: true });
    expect(submitted).toMatchObject({ status: "submitted", submitted: true });
    const told = await db().communication.findFirstOrThrow({ where: { dedupeKey: { startsWith: `buyer-setup:${buyer.id}:` } } });
    expect(told.subject).toBe("Set-up to approve: Bluebonnet Insurance");

    expect(await reviewBuyerSetup(admin, { buyerId: buyer.id, decision: "approve", note: null })).toBe("approved");
    expect(await db().user.findUniqueOrThrow({ where: { id: buyer.id } })).toMatchObject({ status: "active", workDays: [1, 2, 3, 4, 5], workStartMinute: 480, workEndMinute: 1080 });
    expect(await db().entitlement.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "active" });
    expect(await db().buyerProfile.findUniqueOrThrow({ where: { userId: buyer.id } })).toMatchObject({ setupStatus: "approved", licenseConfirmedBy: admin.id });
    // A new licence number goes back to review: the admins are told, and the set-up card shows the number we had confirmed.
    expect(await saveBuyerSetup(buyer, form({ licenseNumber: "7654321", pushMethod: "none" }), { submit: false })).toMatchObject({ status: "submitted", licenseToReview: true });
    const alert = await db().communication.findFirstOrThrow({ where: { dedupeKey: { startsWith: `buyer-license:${buyer.id}:` } } });
    expect(alert.subject).toBe("License changed, deliveries waiting: Bluebonnet Insurance");
    expect(alert.content).toContain("/admin/marketplace?tab=setups");
    expect((await setupsWaiting()).find((s) => s.buyerId === buyer.id)).toMatchObject({ licenseNumber: "7654321", previousLicenseNumber: "2345678" });
    // A second change before the review keeps the confirmed number, and tells nobody again.
    expect(await saveBuyerSetup(buyer, form({ licenseNumber: "7654322", pushMethod: "none" }), { submit: false })).toMatchObject({ status: "submitted", licenseToReview: false });
    expect(await db().communication.count({ where: { dedupeKey: { startsWith: `buyer-license:${buyer.id}:` } } })).toBe(1);
    expect((await setupsWaiting()).find((s) => s.buyerId === buyer.id)).toMatchObject({ licenseNumber: "7654322", previousLicenseNumber: "2345678" });
    // The review confirms the new number and forgets the old one.
    await reviewBuyerSetup(admin, { buyerId: buyer.id, decision: "approve", note: null });
    expect(await db().buyerProfile.findUniqueOrThrow({ where: { userId: buyer.id } })).toMatchObject({ setupStatus: "approved", licenseNumber: "7654322", previousLicenseNumber: null });
  });

  it("staff accounts cannot buy leads", async () => {
    const sales = await makeUser("sales");
    await expect(saveBuyerSetup(sales, form(), { submit: true })).rejects.toThrow(/Only an agent account/);
  });
});

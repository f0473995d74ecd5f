import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { needsAttention, type AttentionItem } from "@/lib/setup/attention";
import { SPEED_TO_LEAD_TARGET_MINUTES } from "@/lib/constants";
import { HONEYPOT_FLAG } from "@/lib/verification/bot";

const count = (items: AttentionItem[], key: string) => items.find((i) => i.key === key)?.count ?? 0;

describe("needs attention (real PostgreSQL)", () => {
  it("counts each kind with its reasons and the page that fixes it; zero counts are left out", async () => {
    // One instant for every count: other tests' leads in the shared database must not age past the
    // speed-to-lead target between the two counts (they did on a slow run).
    const now = new Date();
    const before = await needsAttention(now);
    for (const item of before) expect(item.count).toBeGreaterThan(0);

    const tag = Date.now().toString(36);
    // The list shows each kind's three most frequent reasons, and the shared test database holds other
    // tests' rows: this test's reasons are made the most frequent of their kind.
    const top = (key: string) => Math.max(0, ...(before.find((i) => i.key === key)?.reasons.map((r) => r.count) ?? []));
    const pendingReason = `Missing Facebook credentials: FACEBOOK_PIXEL_ID ${tag}`;
    const extra = top("meta-pending");
    for (let i = 0; i <= extra; i++) {
      await db().conversionEvent.create({ data: { eventId: `att-${tag}-p${i}`, eventName: "Lead", eventTime: new Date(), status: "pending", payload: {}, lastError: `${pendingReason}. Visit /facebook-credentials to set them up.` } });
    }
    await db().conversionEvent.create({ data: { eventId: `att-${tag}-f`, eventName: "Lead", eventTime: new Date(), status: "failed", payload: {}, lastError: "Invalid parameter (code 100)" } });
    const emailReason = `RESEND_API_KEY is not set ${tag}`;
    const extraMail = top("emails");
    for (let i = 0; i <= extraMail; i++) {
      await db().communication.create({ data: { type: "email", direction: "outbound", status: "not_sent", metadata: { reason: emailReason } } });
    }
    await db().webhookInbox.create({ data: { provider: "hubspot", providerEventId: `att-${tag}`, payload: {}, outcome: "unmatched" } });
    await makeUser("agent", { status: "pending" });
    const lead = await makeLead(null);
    await db().lead.update({ where: { id: lead.id }, data: { status: "new", firstContactAt: null, createdAt: new Date(Date.now() - (SPEED_TO_LEAD_TARGET_MINUTES + 1) * 60_000) } });
    // A bot (the honeypot filled) is stored as evidence, never worked: it is neither waiting for an agent nor late.
    const bot = await makeLead(null);
    await db().lead.update({ where: { id: bot.id }, data: { status: "new", firstContactAt: null, verificationScore: 5, verificationFlags: [HONEYPOT_FLAG], createdAt: new Date(Date.now() - (SPEED_TO_LEAD_TARGET_MINUTES + 1) * 60_000) } });

    const after = await needsAttention(now);
    for (const key of ["meta-failed", "webhooks", "registrations", "unassigned", "late"]) {
      expect(count(after, key), key).toBe(count(before, key) + 1);
    }
    expect(count(after, "meta-pending")).toBe(count(before, "meta-pending") + extra + 1);
    expect(count(after, "emails")).toBe(count(before, "emails") + extraMail + 1);
    const pending = after.find((i) => i.key === "meta-pending")!;
    expect(pending).toMatchObject({ href: "/admin/conversions?status=pending" });
    // The reason is the error's first sentence.
    expect(pending.reasons[0]).toEqual({ reason: pendingReason, count: extra + 1 });
    expect(after.find((i) => i.key === "emails")!.reasons[0]).toEqual({ reason: emailReason, count: extraMail + 1 });
    expect(after.find((i) => i.key === "webhooks")!.reasons.map((r) => r.reason)).toContain("hubspot: unmatched");
    expect(after.find((i) => i.key === "registrations")!.href).toBe("/admin/agents");
    expect(after.find((i) => i.key === "late")!.label).toBe(`new ${count(after, "late") === 1 ? "lead" : "leads"} not contacted within ${SPEED_TO_LEAD_TARGET_MINUTES} minutes`);

    // A deleted lead needs nothing.
    await db().lead.update({ where: { id: lead.id }, data: { deletedAt: new Date() } });
    expect(count(await needsAttention(now), "late")).toBe(count(before, "late"));
  });
});

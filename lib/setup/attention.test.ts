import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { needsAttention, type AttentionItem } from "@/lib/setup/attention";
import { SPEED_TO_LEAD_TARGET_MINUTES } from "@/lib/constants";

const count = (items: AttentionItem[], key: string) => items.find((i) => i.key === key)?.count ?? 0;

describe("needs attention (real PostgreSQL)", () => {
  it("counts each kind with its reasons and the page that fixes it; zero counts are left out", async () => {
    const before = await needsAttention();
    for (const item of before) expect(item.count).toBeGreaterThan(0);

    const tag = Date.now().toString(36);
    await db().conversionEvent.create({ data: { eventId: `att-${tag}-p`, eventName: "Lead", eventTime: new Date(), status: "pending", payload: {}, lastError: "Missing Facebook credentials: FACEBOOK_PIXEL_ID. Visit /facebook-credentials to set them up." } });
    await db().conversionEvent.create({ data: { eventId: `att-${tag}-f`, eventName: "Lead", eventTime: new Date(), status: "failed", payload: {}, lastError: "Invalid parameter (code 100)" } });
    await db().communication.create({ data: { type: "email", direction: "outbound", status: "not_sent", metadata: { reason: "RESEND_API_KEY is not set" } } });
    await db().webhookInbox.create({ data: { provider: "hubspot", providerEventId: `att-${tag}`, payload: {}, outcome: "unmatched" } });
    await makeUser("agent", { status: "pending" });
    const lead = await makeLead(null);
    await db().lead.update({ where: { id: lead.id }, data: { status: "new", firstContactAt: null, createdAt: new Date(Date.now() - (SPEED_TO_LEAD_TARGET_MINUTES + 1) * 60_000) } });

    const after = await needsAttention();
    for (const key of ["meta-pending", "meta-failed", "emails", "webhooks", "registrations", "unassigned", "late"]) {
      expect(count(after, key), key).toBe(count(before, key) + 1);
    }
    const pending = after.find((i) => i.key === "meta-pending")!;
    expect(pending).toMatchObject({ href: "/admin/conversions?status=pending" });
    expect(pending.reasons.map((r) => r.reason)).toContain("Missing Facebook credentials: FACEBOOK_PIXEL_ID");
    expect(after.find((i) => i.key === "emails")!.reasons.map((r) => r.reason)).toContain("RESEND_API_KEY is not set");
    expect(after.find((i) => i.key === "webhooks")!.reasons.map((r) => r.reason)).toContain("hubspot: unmatched");
    expect(after.find((i) => i.key === "registrations")!.href).toBe("/admin/agents");
    expect(after.find((i) => i.key === "late")!.label).toBe(`new ${count(after, "late") === 1 ? "lead" : "leads"} not contacted within ${SPEED_TO_LEAD_TARGET_MINUTES} minutes`);

    // A deleted lead needs nothing.
    await db().lead.update({ where: { id: lead.id }, data: { deletedAt: new Date() } });
    expect(count(await needsAttention(), "late")).toBe(count(before, "late"));
  });
});

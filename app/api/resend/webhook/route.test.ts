import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { POST } from "@/app/api/resend/webhook/route";
import { signResendEvent } from "@/test/fakes/resend";
import { makeLead } from "@/lib/crm/testing/fixtures";
import { reconcileDelivery } from "@/lib/email/delivery-events";
import { deliveryBlock } from "@/lib/email/delivery-guard";
import { leadTimeline } from "@/lib/crm/leads/lead-timeline";

// Svix secrets are whsec_ + base64; the test events are signed by the official `svix` package.
const SECRET = `whsec_${Buffer.from("resend-webhook-test-secret-32byt").toString("base64")}`;
const OTHER = `whsec_${Buffer.from("another-secret-of-thirty-two-by!").toString("base64")}`;

const post = (signed: { body: string; headers: Record<string, string> }) =>
  POST(new Request("http://localhost/api/resend/webhook", { method: "POST", headers: signed.headers, body: signed.body }));

const event = (type: string, emailId: string, at: Date, extra: Record<string, unknown> = {}) => ({ type, created_at: at.toISOString(), data: { email_id: emailId, created_at: at.toISOString(), to: [] as string[], ...extra } });

async function sentEmail(to: string) {
  const lead = await makeLead(null);
  const providerId = randomUUID();
  const row = await db().communication.create({
    data: { type: "email", direction: "outbound", subject: "Hello", status: "sent", toAddress: to, leadId: lead.id, providerId, sentAt: new Date(), dedupeKey: `test-${providerId}`, metadata: { kind: "automation", leadId: lead.id } },
  });
  return { lead, providerId, row };
}

const t0 = new Date(Date.now() - 60_000);
const later = (s: number) => new Date(t0.getTime() + s * 1000);

describe("POST /api/resend/webhook (Svix-signed delivery events)", () => {
  beforeAll(() => {
    process.env.RESEND_WEBHOOK_SECRET = SECRET;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.RESEND_WEBHOOK_SECRET;
    resetEnvCache();
  });

  it("answers 503 without RESEND_WEBHOOK_SECRET, 401 for a missing or bad signature, a tampered body or a replay older than 5 minutes", async () => {
    const { providerId, row } = await sentEmail(`a.${randomUUID()}@example.com`);
    const signed = signResendEvent(SECRET, event("email.delivered", providerId, later(1)));

    delete process.env.RESEND_WEBHOOK_SECRET;
    resetEnvCache();
    expect((await post(signed)).status).toBe(503);
    process.env.RESEND_WEBHOOK_SECRET = SECRET;
    resetEnvCache();

    const { "svix-signature": _dropped, ...unsigned } = signed.headers;
    expect((await post({ body: signed.body, headers: unsigned })).status).toBe(401);
    expect((await post(signResendEvent(OTHER, event("email.delivered", providerId, later(1))))).status).toBe(401);
    expect((await post({ body: signed.body.replace("email.delivered", "email.clicked"), headers: signed.headers })).status).toBe(401);
    // A delivery captured and sent again ten minutes later: outside the tolerance, refused.
    const stale = signResendEvent(SECRET, event("email.delivered", providerId, later(1)), { signedAt: new Date(Date.now() - 10 * 60_000) });
    expect((await post(stale)).status).toBe(401);
    expect((await db().communication.findUniqueOrThrow({ where: { id: row.id } })).deliveredAt).toBeNull();
    expect(await db().emailEvent.count({ where: { providerId } })).toBe(0);

    // A signed body that is not an event is 400, not 500.
    expect((await post(signResendEvent(SECRET, { hello: "world" }))).status).toBe(400);
  });

  it("counts a delivery once whatever Resend retries, and never moves the state backwards when events arrive out of order", async () => {
    const { providerId, row, lead } = await sentEmail(`b.${randomUUID()}@example.com`);
    const opened = signResendEvent(SECRET, event("email.opened", providerId, later(30)));
    const delivered = signResendEvent(SECRET, event("email.delivered", providerId, later(5)));
    const sent = signResendEvent(SECRET, event("email.sent", providerId, later(1)));

    // Opened arrives first: the e-mail was delivered, at the latest then.
    expect(await (await post(opened)).json()).toEqual({ success: true, outcome: "recorded", status: "opened" });
    let r = await db().communication.findUniqueOrThrow({ where: { id: row.id } });
    expect(r).toMatchObject({ status: "opened", openedAt: later(30), deliveredAt: later(30) });
    // Then the delivery (earlier): its time wins, the status stays opened. Then a late "sent": no change.
    expect((await post(delivered)).status).toBe(200);
    expect((await post(sent)).status).toBe(200);
    r = await db().communication.findUniqueOrThrow({ where: { id: row.id } });
    expect(r).toMatchObject({ status: "opened", openedAt: later(30), deliveredAt: later(5), clickedAt: null });
    // Resend retries the delivery (same Svix id): recorded once, nothing moves.
    expect(await (await post(delivered)).json()).toEqual({ success: true, outcome: "duplicate" });
    expect(await db().emailEvent.count({ where: { providerId } })).toBe(3);
    expect(await db().emailEvent.count({ where: { providerId, type: "delivered" } })).toBe(1);
    // A click moves it on.
    await post(signResendEvent(SECRET, event("email.clicked", providerId, later(40))));
    r = await db().communication.findUniqueOrThrow({ where: { id: row.id } });
    expect(r).toMatchObject({ status: "clicked", clickedAt: later(40) });

    // The lead's timeline shows the e-mail's delivery.
    const email = (await leadTimeline(lead.id)).entries.find((e) => e.kind === "email" && e.id === row.id);
    if (email?.kind !== "email") throw new Error("no e-mail on the timeline");
    expect(email.data.status).toBe("clicked");
    expect([email.data.deliveredAt, email.data.openedAt, email.data.clickedAt].map((t) => Date.parse(t!))).toEqual([later(5), later(30), later(40)].map((d) => d.getTime()));
  });

  it("keeps an event that arrives before the e-mail's row knows its id, and applies it when it does", async () => {
    const providerId = randomUUID();
    expect((await post(signResendEvent(SECRET, event("email.delivered", providerId, later(3)))))).toHaveProperty("status", 200);
    const { row } = await sentEmail(`c.${randomUUID()}@example.com`);
    await db().communication.update({ where: { id: row.id }, data: { providerId } });
    await db().$transaction((tx) => reconcileDelivery(tx, providerId));
    expect(await db().communication.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "delivered", deliveredAt: later(3) });
    expect((await db().emailEvent.findFirstOrThrow({ where: { providerId } })).communicationId).toBe(row.id);
  });

  it("a bounce marks the address: nothing is sent to it again; a transient bounce does not", async () => {
    const to = `Bounce.${randomUUID()}@Example.com`;
    const { providerId, row, lead } = await sentEmail(to);
    await post(signResendEvent(SECRET, event("email.delivered", providerId, later(2))));
    await post(signResendEvent(SECRET, event("email.bounced", providerId, later(4), { to: [to], bounce: { type: "Permanent" } })));
    expect((await db().communication.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("bounced");
    expect(await db().emailSuppression.findUnique({ where: { email: to.toLowerCase() } })).toMatchObject({ reason: "bounced" });
    expect(await deliveryBlock({ toAddress: to, leadId: lead.id, kind: "automation" })).toMatch(/bounced earlier/);
    // A later complaint makes it a complaint; a soft bounce elsewhere marks nothing.
    await post(signResendEvent(SECRET, event("email.complained", providerId, later(9), { to: [to] })));
    expect((await db().emailSuppression.findUniqueOrThrow({ where: { email: to.toLowerCase() } })).reason).toBe("complained");
    const soft = await sentEmail(`soft.${randomUUID()}@example.com`);
    await post(signResendEvent(SECRET, event("email.bounced", soft.providerId, later(4), { bounce: { type: "Transient" } })));
    expect(await db().emailSuppression.count({ where: { email: soft.row.toAddress! } })).toBe(0);
  });
});

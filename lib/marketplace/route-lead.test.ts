import { describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { routeLead } from "@/lib/marketplace/route-lead";
import { automationTasksNow } from "@/lib/jobs/tasks/automations";
import { captureConsumer, HARRIS, makeBuyer } from "@/lib/marketplace/testing/fixtures";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadTimeline } from "@/lib/crm/leads/lead-timeline";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { texasLead, texasPhone } from "@/test/fixtures/texas-lead";

/** A ZIP no other test's buyer covers, so each test's buyers are the only candidates. */
const zips = ["75001", "75002", "75006", "75007", "75009", "75010", "75013", "75019", "75020", "75022", "75023", "75024"];
let next = 0;
const freshZip = () => zips[next++ % zips.length]!;

describe("routing a consumer lead (real PostgreSQL)", () => {
  it("delivers a verified consumer in the territory to exactly one buyer, in the ledger, in their CRM", async () => {
    const zip = freshZip();
    const buyer = await makeBuyer({ zips: [zip] });
    const leadId = await captureConsumer({ zipCode: zip });
    expect((await db().lead.findUniqueOrThrow({ where: { id: leadId } })).marketStatus).toBe("routing");
    const outcome = await routeLead(leadId);
    expect(outcome.outcome).toBe("delivered");
    const lead = await db().lead.findUniqueOrThrow({ where: { id: leadId }, include: { delivery: true } });
    expect(lead).toMatchObject({ assignedTo: buyer.id, marketStatus: "delivered", audience: "consumer" });
    expect(lead.delivery).toMatchObject({ buyerId: buyer.id, entitlementId: buyer.entitlementId, how: "routed", priceCents: 1800, methods: ["crm", "email"] });
    expect(await db().communication.count({ where: { dedupeKey: `lead-delivered:${leadId}` } })).toBe(1);
    // Routing again (a retried job, a second worker) changes nothing.
    expect((await routeLead(leadId)).outcome).toBe("skipped");
    expect(await db().leadDelivery.count({ where: { leadId } })).toBe(1);
  });

  it("alerts a buyer who registered without an e-mail at the address they gave when subscribing, by their name; with no address, the CRM only", async () => {
    const zip = freshZip();
    const subscribed = await makeBuyer({ zips: [zip], email: null });
    const billingEmail = `billing.${randomInt(1e9)}@agency.example`;
    await db().billingCustomer.create({ data: { userId: subscribed.id, email: billingEmail, name: "Dana Whitaker" } });
    await db().user.update({ where: { id: subscribed.id }, data: { displayName: "Dana Whitaker" } });
    const first = await captureConsumer({ zipCode: zip });
    expect((await routeLead(first)).outcome).toBe("delivered");
    expect((await db().leadDelivery.findUniqueOrThrow({ where: { leadId: first } })).methods).toEqual(["crm", "email"]);
    // Greeted by the name they sign with (/account), not their username.
    expect(await db().communication.findFirstOrThrow({ where: { dedupeKey: `lead-delivered:${first}` } })).toMatchObject({ toAddress: billingEmail, content: expect.stringMatching(/^Hi Dana Whitaker,/) });

    const zip2 = freshZip();
    await makeBuyer({ zips: [zip2], email: null });
    const second = await captureConsumer({ zipCode: zip2 });
    expect((await routeLead(second)).outcome).toBe("delivered");
    expect((await db().leadDelivery.findUniqueOrThrow({ where: { leadId: second } })).methods).toEqual(["crm"]);
    expect(await db().communication.count({ where: { dedupeKey: `lead-delivered:${second}` } })).toBe(0);
  });

  it("the buyer's lead page says the 15-minute reassignment will not run: a consumer lead stays with its buyer", async () => {
    const zip = freshZip();
    const buyer = await makeBuyer({ zips: [zip] });
    const leadId = await captureConsumer({ zipCode: zip });
    expect((await routeLead(leadId)).outcome).toBe("delivered");
    expect((await db().lead.findUniqueOrThrow({ where: { id: leadId } })).assignedTo).toBe(buyer.id);
    // The default automation's run as capture writes it (written here: an active automation would act on other tests' leads).
    const automation = await db().automation.create({ data: { name: `Reassign ${randomInt(1e9)}`, type: "lead_not_contacted", isActive: false, trigger: { type: "lead_not_contacted", minutes: 15, conditions: {} }, actions: [{ type: "reassign", delayMinutes: 0 }] } });
    const now = new Date();
    const run = await db().automationRun.create({ data: { automationId: automation.id, leadId, triggerKey: "lead_not_contacted", triggeredAt: now } });
    await db().automationStep.create({ data: { runId: run.id, automationId: automation.id, leadId, position: 0, action: "reassign", runAt: new Date(now.getTime() + 15 * 60_000) } });
    const reassign = (await leadTimeline(leadId)).entries.filter((e) => e.kind === "automation_step" && e.data.action === "reassign");
    expect(reassign.map((e) => e.kind === "automation_step" && [e.data.status, e.data.willStop])).toEqual([["waiting", "A consumer lead stays with the buyer it was delivered to (never reassigned)"]]);
  });

  it("leaves a lead from outside every territory unsold, and an agent prospect out of the market", async () => {
    const zip = freshZip();
    await makeBuyer({ zips: [zip] });
    const outside = await captureConsumer({ zipCode: "79901" });
    expect((await routeLead(outside)).outcome).toBe("unsold");
    expect(await db().lead.findUniqueOrThrow({ where: { id: outside } })).toMatchObject({ marketStatus: "unsold", assignedTo: null });

    const prospect = await captureLead(leadSubmissionSchema.parse(texasLead({ zipCode: zip, source: "landing", agencyName: "Lone Star Agency" })), { ip: null, userAgent: null, pageUrl: null });
    const id = prospect.ok ? prospect.body.id! : 0;
    expect(await db().lead.findUniqueOrThrow({ where: { id } })).toMatchObject({ audience: "agent_prospect", marketStatus: null });
    expect(await routeLead(id)).toEqual({ outcome: "skipped", reason: "An agent prospect is never sold" });
  });

  it("matches a territory by county, and the lines of the entitlement and of the buyer", async () => {
    const houston = "77002";
    const homeOnly = await makeBuyer({ counties: [HARRIS], lines: ["home"] });
    const auto = await captureConsumer({ zipCode: houston, leadType: "auto" });
    expect((await routeLead(auto)).outcome).toBe("unsold");
    const home = await captureConsumer({ zipCode: houston, leadType: "home" });
    const outcome = await routeLead(home);
    expect(outcome.outcome === "delivered" && outcome.delivery.buyerId).toBe(homeOnly.id);
  });

  it("sells a home + auto bundle to a buyer of auto and home (no life needed); a lead of every line still needs all three", async () => {
    const zip = freshZip();
    const homeAndAuto = await makeBuyer({ zips: [zip], lines: ["auto", "home"] });
    const bundle = await captureConsumer({ zipCode: zip, leadType: "all", lines: ["home", "auto"] });
    expect(await db().lead.findUniqueOrThrow({ where: { id: bundle } })).toMatchObject({ leadType: "all", linesWanted: ["auto", "home"] });
    const sold = await routeLead(bundle);
    expect(sold.outcome === "delivered" && sold.delivery.buyerId).toBe(homeAndAuto.id);
    // The buyer's alert says what to quote.
    expect((await db().communication.findUniqueOrThrow({ where: { dedupeKey: `lead-delivered:${bundle}` } })).content).toMatch(/^A new exclusive lead is in your CRM: #\d+ .+, auto and home, /m);
    const everyLine = await captureConsumer({ zipCode: zip, leadType: "all" });
    expect((await routeLead(everyLine)).outcome).toBe("unsold");
  });

  it("never passes a quota, skips paused buyers and buyers outside their hours", async () => {
    const zip = freshZip();
    const small = await makeBuyer({ zips: [zip], quota: 1 });
    await makeBuyer({ zips: [zip], paused: true });
    await makeBuyer({ zips: [zip], workDays: [], workStartMinute: 0, workEndMinute: 0 });
    const a = await routeLead(await captureConsumer({ zipCode: zip }));
    expect(a.outcome === "delivered" && a.delivery.buyerId).toBe(small.id);
    expect((await routeLead(await captureConsumer({ zipCode: zip }))).outcome).toBe("unsold");
    expect((await db().entitlement.findUniqueOrThrow({ where: { id: small.entitlementId } })).delivered).toBe(1);
  });

  it("never gives a buyer the same person twice within 90 days", async () => {
    // A repeat within 30 days is a duplicate (unverified, in review); 40 days later the person is a new shopper.
    const zip = freshZip();
    const now = new Date();
    const fortyDaysAgo = new Date(now.getTime() - 40 * 86_400_000);
    const period = { periodStart: new Date(now.getTime() - 50 * 86_400_000), periodEnd: new Date(now.getTime() + 30 * 86_400_000) };
    const buyer = await makeBuyer({ zips: [zip], ...period }, fortyDaysAgo);
    const person = { phone: texasPhone(), email: `same.person.${randomInt(1e9)}@gmail.com` };
    const first = await captureConsumer({ zipCode: zip, ...person }, fortyDaysAgo);
    expect((await routeLead(first, fortyDaysAgo)).outcome).toBe("delivered");
    const again = await captureConsumer({ zipCode: zip, ...person });
    expect((await db().lead.findUniqueOrThrow({ where: { id: again } })).marketStatus).toBe("routing");
    expect((await routeLead(again)).outcome).toBe("unsold");
    const other = await makeBuyer({ zips: [zip] });
    const retry = await routeLead(again);
    expect(retry.outcome === "delivered" && retry.delivery.buyerId).toBe(other.id);
    expect(buyer.id).not.toBe(other.id);
  });

  it("serves the buyer furthest behind pace first, ties to the longest wait", async () => {
    const zip = freshZip();
    const now = new Date();
    const start = new Date(now.getTime() - 10 * 86_400_000);
    const end = new Date(start.getTime() + 30 * 86_400_000);
    const ahead = await makeBuyer({ zips: [zip], quota: 30, periodStart: start, periodEnd: end });
    const behind = await makeBuyer({ zips: [zip], quota: 30, periodStart: start, periodEnd: end });
    await db().entitlement.update({ where: { id: ahead.entitlementId }, data: { delivered: 10 } });
    await db().entitlement.update({ where: { id: behind.entitlementId }, data: { delivered: 2 } });
    const outcome = await routeLead(await captureConsumer({ zipCode: zip }));
    expect(outcome.outcome === "delivered" && outcome.delivery.buyerId).toBe(behind.id);
  });

  it("passes over a buyer another router holds this instant, and waits for them when nobody else may take the lead", async () => {
    const zip = freshZip();
    const now = new Date();
    const period = { quota: 30, periodStart: new Date(now.getTime() - 10 * 86_400_000), periodEnd: new Date(now.getTime() + 20 * 86_400_000) };
    const first = await makeBuyer({ zips: [zip], ...period });
    const second = await makeBuyer({ zips: [zip], ...period });
    await db().entitlement.update({ where: { id: second.entitlementId }, data: { delivered: 3 } });
    // Another router is giving `first` (the furthest behind) a lead: their set-up row is locked until it commits.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = db().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "userId" FROM buyer_profiles WHERE "userId" = ${first.id} FOR UPDATE`;
        locked();
        await new Promise<void>((r) => (release = r));
      },
      { timeout: 20_000 },
    );
    await isLocked;
    const meanwhile = await routeLead(await captureConsumer({ zipCode: zip }));
    expect(meanwhile.outcome === "delivered" && meanwhile.delivery.buyerId).toBe(second.id);

    // `second` pauses: only `first` may take the next lead, so the router waits for them.
    await db().buyerProfile.update({ where: { userId: second.id }, data: { paused: true } });
    let settled = false;
    const waiting = routeLead(await captureConsumer({ zipCode: zip })).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    release();
    await holder;
    const after = await waiting;
    expect(after.outcome === "delivered" && after.delivery.buyerId).toBe(first.id);
  });

  it("routes an unverified consumer nowhere: it waits in the review queue", async () => {
    const zip = freshZip();
    await makeBuyer({ zips: [zip] });
    const id = await captureConsumer({ zipCode: zip, fullName: "asdf qwer", email: "test@mailinator.com", phone: "(555) 555-5555" });
    const lead = await db().lead.findUniqueOrThrow({ where: { id } });
    expect(lead.isVerified).toBe(false);
    expect(lead.marketStatus).toBe("review");
    expect((await routeLead(id)).outcome).toBe("skipped");
  });
});

describe("the captured-lead job (real PostgreSQL)", () => {
  it("still delivers a consumer to its buyer when the lead's automations fail, and its retry starts them", async () => {
    const zip = freshZip();
    const buyer = await makeBuyer({ zips: [zip] });
    const leadId = await captureConsumer({ zipCode: zip });
    // The automations' half fails: any e-mail to the person (first touch or receipt) is refused by the database.
    const fn = `fail_person_mail_${leadId}`;
    await db().$executeRawUnsafe(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW."leadId" = ${leadId} AND NEW."dedupeKey" <> 'lead-delivered:${leadId}' THEN RAISE EXCEPTION 'the automations failed (test)'; END IF;
         RETURN NEW; END $$`,
    );
    await db().$executeRawUnsafe(`CREATE TRIGGER ${fn} BEFORE INSERT ON communications FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    const payload = { kind: "lead_captured", leadId };
    try {
      await expect(automationTasksNow.event(payload, {} as never)).rejects.toThrow("the automations failed (test)");
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER ${fn} ON communications`);
      await db().$executeRawUnsafe(`DROP FUNCTION ${fn}()`);
    }
    expect(await db().lead.findUniqueOrThrow({ where: { id: leadId }, include: { delivery: true } })).toMatchObject({ marketStatus: "delivered", assignedTo: buyer.id, delivery: { buyerId: buyer.id } });
    // Nothing to the person yet (the team's alert, queued at capture, may be there: it is not the person's).
    const { email } = await db().lead.findUniqueOrThrow({ where: { id: leadId }, select: { email: true } });
    const toPerson = () => db().communication.count({ where: { leadId, toAddress: email } });
    expect(await toPerson()).toBe(0);
    // graphile-worker retries the job: the lead is not routed twice, and the person's e-mail goes out.
    await automationTasksNow.event(payload, {} as never);
    expect(await db().leadDelivery.count({ where: { leadId } })).toBe(1);
    expect(await toPerson()).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { POST } from "@/app/api/crm/salesforce/webhook/route";
import { parseOutboundMessage } from "@/lib/integrations/webhooks/salesforce";
import { salesforceOutboundMessage, type SalesforceNotification } from "@/test/fakes/crm-signing";
import { captureTexasLead, runJobs, setEnv } from "@/test/fakes/integration-env";

const ORG_18 = "00D5g000000AbCdEAA";
const ORG_15 = ORG_18.slice(0, 15);
const nid = () => `04l5g${randomBytes(6).toString("hex").slice(0, 10)}AA`;

function deliver(xml: string) {
  return POST(new Request("http://localhost/api/crm/salesforce/webhook", { method: "POST", headers: { "content-type": "text/xml; charset=utf-8", soapaction: '""' }, body: xml }));
}
const rows = (ids: string[]) => db().webhookInbox.findMany({ where: { provider: "salesforce", providerEventId: { in: ids } }, orderBy: { id: "asc" } });

describe("POST /api/crm/salesforce/webhook (SOAP outbound messages)", () => {
  beforeAll(() => setEnv({ SALESFORCE_ORG_ID: ORG_18 }));
  afterAll(() => setEnv({ SALESFORCE_ORG_ID: undefined }));

  it("acknowledges a message, then matches each notification by lead id or e-mail and records the mapped event; a redelivery is processed once", async () => {
    const byId = await captureTexasLead();
    const byEmail = await captureTexasLead();
    const notifications: SalesforceNotification[] = [
      { id: nid(), fields: { Id: "0065g00000ZZZZ1AA1", StageName: "Proposal/Price Quote", Lead_Id__c: `L-${byId.id}` } },
      { id: nid(), fields: { Id: "0065g00000ZZZZ2AA1", StageName: "Closed Won", Amount: "2400.0", Contact_Email__c: byEmail.input.email!.toUpperCase() } },
      { id: nid(), fields: { Id: "0065g00000ZZZZ3AA1", StageName: "Closed Won", Contact_Email__c: "nobody@nowhere.example" } },
    ];
    const xml = salesforceOutboundMessage(ORG_15, notifications);
    const res = await deliver(xml);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/xml");
    expect(await res.text()).toContain("<Ack>true</Ack>");
    const again = await deliver(xml);
    expect(await again.text()).toContain("<Ack>true</Ack>");

    await runJobs();
    const stored = await rows(notifications.map((n) => n.id));
    expect(stored.map((r) => [r.outcome, r.leadId])).toEqual([
      ["event_queued", byId.id],
      ["event_queued", byEmail.id],
      ["unmatched", null],
    ]);
    expect((await db().conversionEvent.findUniqueOrThrow({ where: { eventId: `lead-${byId.id}-initiate-checkout` } })).payload).toMatchObject({
      custom_data: { lead_event_source: "Salesforce", content_name: "Proposal/Price Quote", value: 150 },
    });
    expect((await db().conversionEvent.findUniqueOrThrow({ where: { eventId: "salesforce-deal-0065g00000ZZZZ2AA1-purchase" } })).payload).toMatchObject({ custom_data: { value: 2400 } });
  });

  it("rejects another organisation with 401 and a SOAP fault, storing nothing", async () => {
    const n = { id: nid(), fields: { StageName: "Closed Won" } };
    const res = await deliver(salesforceOutboundMessage("00D5g000000ZzZzEAA", [n]));
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("<faultstring>Unknown organization</faultstring>");
    expect(await rows([n.id])).toEqual([]);
    // A character reference past Unicode (or NUL) in the organisation id is another organisation, not a 500.
    for (const bad of ["&#x110000;", "&#0;", "&#99999999999;"]) {
      const forged = salesforceOutboundMessage(ORG_18, [n]).replace(ORG_18, `${bad}${ORG_15}`);
      expect((await deliver(forged)).status).toBe(401);
    }
  });

  it("refuses more than 100 notifications, DTDs and non-SOAP bodies with 400; without SALESFORCE_ORG_ID answers 503", async () => {
    const many = Array.from({ length: 101 }, () => ({ id: nid(), fields: { StageName: "Prospecting" } }));
    expect((await deliver(salesforceOutboundMessage(ORG_18, many))).status).toBe(400);
    expect((await deliver(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><notifications/>`)).status).toBe(400);
    expect((await deliver("{}")).status).toBe(400);
    setEnv({ SALESFORCE_ORG_ID: undefined });
    expect((await deliver(salesforceOutboundMessage(ORG_18, [many[0]!]))).status).toBe(503);
    setEnv({ SALESFORCE_ORG_ID: ORG_18 });
  });

  it("reads escaped values and nil fields", () => {
    const xml = salesforceOutboundMessage(ORG_18, [{ id: "04l1", fields: { StageName: "Closed Won", Name: "Doe & Sons <Auto>" } }]).replace("</sObject>", '<sf:Amount xsi:nil="true"/></sObject>');
    const parsed = parseOutboundMessage(xml);
    expect(parsed.ok && parsed.message.notifications[0]!.fields).toEqual({ StageName: "Closed Won", Name: "Doe & Sons <Auto>", Amount: null });
  });
});

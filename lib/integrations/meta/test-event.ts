import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { META_CAPI, META_EVENT_VALUES, META_TEST_EVENTS } from "@/lib/constants";
import type { ConversionTestRequest } from "@/lib/schemas/conversion-test";
import { metaConfig, missingCapiCredentials, missingCredentialsMessage } from "@/lib/integrations/meta/config";
import { deliverConversionEvents } from "@/lib/integrations/meta/deliver";
import { buildServerEvent } from "@/lib/integrations/meta/events";
import { enqueueSend, recordConversionEvents } from "@/lib/integrations/meta/ledger";
import { LEAD_EVENT_SELECT, leadPerson, ownCrmName } from "@/lib/integrations/meta/lead-events";
import { buildUserData } from "@/lib/integrations/meta/user-data";

export type TestEventBody = {
  success: boolean;
  error: string | null;
  result: { data: { id: string; event_name: string; status: string }[]; events_received: number | null; fbtrace_id: string | null; test_event_code: string | null } | null;
  missing?: { pixelId: boolean; accessToken: boolean };
};

/**
 * POST /api/facebook/conversions: one test event, sent at once with the server's credentials so
 * the admin sees Meta's answer (events_received, fbtrace_id). It is recorded in the ledger like
 * any event; if Meta is slow or down it is left to the worker's retries. With
 * FACEBOOK_TEST_EVENT_CODE set it lands in Events Manager → Test Events.
 */
export async function sendTestEvent(req: ConversionTestRequest): Promise<TestEventBody> {
  const cfg = metaConfig();
  const missingNames = missingCapiCredentials(cfg);
  if (missingNames.length) {
    return {
      success: false,
      error: missingCredentialsMessage(missingNames),
      result: null,
      missing: { pixelId: missingNames.includes("FACEBOOK_PIXEL_ID"), accessToken: missingNames.includes("FACEBOOK_ACCESS_TOKEN") },
    };
  }
  const numericId = /^\d{1,9}$/.test(req.lead_id) ? Number(req.lead_id) : null;
  const lead = numericId ? await db().lead.findUnique({ where: { id: numericId }, select: LEAD_EVENT_SELECT }) : null;
  const user = buildUserData(lead ? leadPerson(lead) : { externalId: req.lead_id });
  const value = req.event_name === "Purchase" ? (req.custom_value ?? META_TEST_EVENTS.purchaseValue) : (req.custom_value ?? META_EVENT_VALUES[req.event_name]);
  const eventId = `test-${req.event_name.toLowerCase()}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  const event = buildServerEvent({
    eventName: req.event_name,
    eventTime: new Date(),
    eventId,
    user,
    value,
    contentName: `Test event for lead ${req.lead_id}`,
    origin: { kind: "crm", crmName: `${ownCrmName()} (test)` },
  });
  const recorded = await db().$transaction((tx) => recordConversionEvents(tx, [{ event, leadId: lead?.id ?? null }], { enqueue: false }));
  const row = recorded.created[0];
  if (!row) return { success: false, error: "The test event could not be recorded", result: null };

  const report = await deliverConversionEvents([row.id], { timeoutMs: META_CAPI.interactiveTimeoutMs, finalAttempt: false, cfg });
  const status = report.sent.length ? "sent" : report.retry.length ? "retrying" : report.failed.length ? "failed" : report.dropped.length ? "dropped" : "pending";
  if (report.retry.length) await enqueueSend(db(), [row.id]);
  const result = {
    data: [{ id: eventId, event_name: req.event_name, status }],
    events_received: report.response?.events_received ?? null,
    fbtrace_id: report.response?.fbtrace_id ?? null,
    test_event_code: cfg.testEventCode ?? null,
  };
  if (status === "sent") return { success: true, error: null, result };
  const error = report.retry.length ? `${report.lastError ?? "Meta did not answer"}. The event will be retried in the background.` : (report.lastError ?? "The event was not sent");
  return { success: false, error, result };
}

import "server-only";
import { db } from "@/lib/db";
import { META_CAPI } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import type { StageChangeRequest } from "@/lib/schemas/stage-change";
import { missingCapiCredentials, missingCredentialsMessage } from "@/lib/integrations/meta/config";
import { ownCrmName } from "@/lib/integrations/meta/lead-events";
import { queueLeadStageEvents } from "@/lib/integrations/meta/stage-events";
import { advanceLeadStatus } from "@/lib/integrations/crm/lead-status";
import { effectiveMappings, mappingLookup, stageKey } from "@/lib/integrations/crm/stage-mappings";

/** GET /api/crm/stages: the tester's stages with their event and default value, and how to call the API. */
export async function stagesInfo() {
  const mappings = await effectiveMappings("api");
  return {
    mappings: Object.fromEntries(mappings.filter((m) => m.event !== "none").map((m) => [m.stage, { facebook_event: m.event, default_value: m.value }])),
    usage: {
      description:
        "POST /api/crm/stage-change when a lead moves to a new stage in your CRM. The stage is mapped to a Meta Conversions API event, recorded in the conversion-event ledger in the same transaction, and delivered by the background worker, retried until Meta accepts it.",
      required_fields: ["lead_id", "new_stage"],
      optional_fields: ["previous_stage", "stage_value", "event_time"],
      event_time_note: `event_time is UNIX seconds (UTC); leave it out to use the current time. Meta accepts events up to ${META_CAPI.maxEventAgeDays} days old and discards events dated before the lead was created.`,
    },
  };
}

export type StageEventView = { event_name: string; event_time: number; action_source: string; lead_id: number; new_stage: string; stage_value: number };
export type StageChangeBody = {
  success: boolean;
  error: string | null;
  stageEvent: StageEventView | null;
  eventId?: string;
  /** queued: recorded and on its way; already_recorded: this stage was reported before (Meta gets it once); dropped: not shared (opt-out). */
  delivery?: "queued" | "already_recorded" | "dropped";
  warning?: string | null;
};

/**
 * POST /api/crm/stage-change: a lead moved to a CRM stage → the mapped Meta event (the Lead event
 * first if it was never recorded), our lead's status moved forward, the change audited; one
 * transaction. The event is delivered by the worker; missing credentials leave it pending.
 */
export async function applyStageChange(req: StageChangeRequest, actorId: number, now = new Date()): Promise<{ status: number; body: StageChangeBody }> {
  const fail = (status: number, error: string) => ({ status, body: { success: false, error, stageEvent: null } });
  const lookup = await mappingLookup("api");
  const mapping = lookup.get(stageKey(req.new_stage));
  if (!mapping || mapping.event === "none") {
    const known = [...lookup.values()].filter((m) => m.event !== "none").map((m) => m.stage);
    return fail(400, `Unknown stage "${req.new_stage}". Use one of: ${known.join(", ")}`);
  }
  const nowS = Math.floor(now.getTime() / 1000);
  const eventTime = req.event_time ?? nowS;
  if (eventTime > nowS + 300) return fail(400, "event_time is in the future");
  if (eventTime < nowS - META_CAPI.maxEventAgeDays * 86_400) return fail(400, `event_time is more than ${META_CAPI.maxEventAgeDays} days ago: Meta rejects older events`);
  const value = req.stage_value ?? mapping.value;
  const occurredAt = new Date(eventTime * 1000);

  const result = await db().$transaction(async (tx) => {
    const done = await queueLeadStageEvents(
      tx,
      {
        leadId: req.lead_id,
        crmName: ownCrmName(),
        steps: [{ eventName: mapping.event, stage: mapping.stage, occurredAt, value, repeatKey: mapping.event === "Subscribe" ? String(occurredAt.getUTCFullYear()) : undefined }],
      },
      now,
    );
    if (!done) return null;
    const event = done.events[done.events.length - 1]!;
    const status = await advanceLeadStatus(tx, req.lead_id, mapping.event);
    await recordAudit(
      {
        actorId,
        action: "lead.stage_change",
        entity: "lead",
        entityId: req.lead_id,
        changes: { from: req.previous_stage, to: mapping.stage, event: mapping.event, eventId: event.event_id, value, ...(status ? { status } : {}) },
      },
      tx,
    );
    return { done, event };
  });
  if (!result) return fail(404, `Lead ${req.lead_id} not found`);

  const { done, event } = result;
  const created = done.outcome.created.some((c) => c.eventId === event.event_id);
  const missing = missingCapiCredentials();
  return {
    status: 200,
    body: {
      success: true,
      error: null,
      stageEvent: { event_name: event.event_name, event_time: event.event_time, action_source: event.action_source, lead_id: req.lead_id, new_stage: mapping.stage, stage_value: event.custom_data.value },
      eventId: event.event_id,
      delivery: done.dropped ? "dropped" : created ? "queued" : "already_recorded",
      warning: done.dropped
        ? done.dropped
        : !created
          ? "This stage was already recorded for this lead: Meta receives it once."
          : missing.length
            ? `${missingCredentialsMessage(missing)} The event stays pending until then.`
            : null,
    },
  };
}

import "server-only";
import { sql } from "@/lib/db";
import { META_CAPI } from "@/lib/constants";
import { communicationRow, EMAIL_MAX_ATTEMPTS, EMAIL_SEND_TASK, type QueuedEmail } from "@/lib/email/queue-email";
import { LEAD_ASSIGNED } from "@/lib/crm/leads/assignment-email";
import { ledgerRow, META_QUEUE, SEND_TASK, undeliverableReason, type LedgerEntry } from "@/lib/integrations/meta/ledger";
import { insertFromJson } from "@/lib/sql/json-rows";
import { prepared } from "@/lib/sql/prepared";
import { retryRolledBack } from "@/lib/sql/retry-rolled-back";
import { availableSql } from "@/lib/automations/availability";
import { AUTOMATION_EVENT_TASK, automationEventJobKey } from "@/lib/automations/events";
import { LEAD_EVENT_PRIORITY } from "@/lib/jobs/priorities";

/** Everything a captured lead writes, built before the write (the lead's id was reserved). */
export type LeadWrite = {
  now: Date;
  /**
   * The `leads` row, `id` included. Every key is a column, an undefined value stores NULL: the
   * statement's text depends only on the keys, so it stays one prepared statement per connection.
   */
  lead: Record<string, unknown> & { id: number; leadType: string };
  unqualified: Record<string, unknown> | null;
  /** The answer a replay of this request's Idempotency-Key gets: its status and exact bytes. */
  idempotency: { key: string; scope: string; requestHash: string; status: number; responseBody: string } | null;
  audit: { action: string; entity: string; entityId: string; changes: unknown };
  /** Round-robin assignment of an agent prospect to our sales staff (bots and consumers are not assigned here); a repeat goes to the original lead's salesperson. */
  assign: { duplicateOfId: number | null } | null;
  emails: QueuedEmail[];
  events: LedgerEntry[];
  /**
   * The e-mail to the agent the statement picks: stored queued, addressed to the agent, with this
   * subject and no bodies. The e-mail worker renders it when it sends it, with the renderer the admin
   * assignment uses (lib/crm/leads/assignment-email.ts).
   */
  agentEmail: { subject: string };
  /** Queue the `lead_captured` automation event (lib/automations/events.ts) with the lead: not for bots. */
  automations: boolean;
};

export type StoredLead = { assignedTo: number | null };

// Our sales staff who take this lead type and are available at the capture's time ($5): approved and
// not disabled, role sales (agent prospects only: consumers are routed to buyers by the marketplace), an empty list accepting every type, "Available now" on and inside their
// working hours in Texas time (issue 26). Nobody available: the lead waits unassigned and the
// automations' event alerts the admins (lib/automations/run-event.ts).
const ELIGIBLE = `u."status" = 'active' AND u."role" = 'sales' AND (cardinality(u."acceptsLeadTypes") = 0 OR $3::"LeadType" = ANY(u."acceptsLeadTypes"))
  AND ${availableSql("$5::timestamptz")}`;
const PICK = `SELECT u.id FROM users u WHERE ${ELIGIBLE} ORDER BY u."lastLeadAssignedAt" ASC NULLS FIRST, u.id ASC LIMIT 1`;
const COMM_COLUMNS = Object.keys(communicationRow({ kind: "", to: [], subject: "", dedupeKey: "" }));
const EVENT_COLUMNS = ["eventId", "leadId", "opportunityId", "eventName", "eventTime", "payload", "status", "lastError"];

/**
 * The lead, its unqualified record, idempotency answer, audit entries, round-robin assignment (with
 * the agent's e-mail), the other e-mails and the conversion events, and every job they need, in ONE
 * statement: atomic without an explicit transaction, one round trip instead of ~15 ORM calls.
 * Round-robin never waits on an agent's row: concurrent captures skip agents another capture is
 * giving a lead to (`FOR NO KEY UPDATE SKIP LOCKED`, which does not block the foreign-key checks of
 * leads assigned to the same agent); when every candidate is taken at this moment, the lead goes to
 * the longest-waiting one without moving their turn again. Waiting serialised every capture behind
 * the others with one or two agents (found by test/system/scale-out.mts). A unique-key race (the
 * same Idempotency-Key twice at once) surfaces as pg error 23505. Sent as a prepared statement
 * (lib/sql/prepared.ts): parsing a dozen CTEs on every lead cost PostgreSQL more than running them.
 * Being one statement, it is sent again when PostgreSQL rolls it back as a deadlock victim (rare under
 * load; the visitor would otherwise get a 503). The statement builds no e-mail text: every body was
 * rendered before it (lead e-mails) or is rendered by the worker (the agent's e-mail).
 */
export async function storeLead(w: LeadWrite): Promise<StoredLead> {
  const unqualified = w.unqualified ? [w.unqualified] : [];
  const metaWaiting = undeliverableReason();
  const params: unknown[] = [
    JSON.stringify([w.lead]), // $1
    w.assign !== null, // $2
    w.lead.leadType, // $3
    w.assign?.duplicateOfId ?? null, // $4
    w.now, // $5
    JSON.stringify(unqualified), // $6
    JSON.stringify(w.idempotency ? [w.idempotency] : []), // $7
    JSON.stringify([w.audit]), // $8
    JSON.stringify(w.emails.filter((m) => m.to.length > 0).map(communicationRow)), // $9
    JSON.stringify(w.events.map((e) => ledgerRow(e, metaWaiting))), // $10
    w.lead.id, // $11
    META_CAPI.maxAttempts, // $12
    w.agentEmail.subject, // $13
    w.now.getTime(), // $14
    w.automations ? automationEventJobKey({ kind: "lead_captured", leadId: w.lead.id }) : null, // $15
    metaWaiting === null, // $16: a delivery job only when Meta can be sent to (lib/integrations/meta/ledger.ts)
  ];
  const { rows } = await retryRolledBack(() => sql().query<{ agent_id: number | null }>(prepared(
    `WITH pick_previous_agent AS (
       -- A repeat goes to the agent who has the person's first lead, while they still take leads.
       SELECT u.id FROM leads o JOIN users u ON u.id = o."assignedTo"
       WHERE $2 AND o.id = $4::int AND ${ELIGIBLE}
     ), pick_free_agent AS (
       SELECT (${PICK} FOR NO KEY UPDATE SKIP LOCKED) AS id
       WHERE $2 AND NOT EXISTS (SELECT 1 FROM pick_previous_agent)
     ), pick_round_robin_agent AS (
       SELECT COALESCE(f.id, (${PICK})) AS id FROM pick_free_agent f
     ), pick_agent AS (
       SELECT id, 'duplicate_of_assigned' AS how FROM pick_previous_agent
       UNION ALL SELECT id, 'round_robin' FROM pick_round_robin_agent WHERE id IS NOT NULL
       LIMIT 1
     ), update_agent_turn AS (
       UPDATE users SET "lastLeadAssignedAt" = $5, "updatedAt" = $5 WHERE id = (SELECT id FROM pick_free_agent)
     ), insert_lead AS (
       ${insertFromJson("leads", Object.keys(w.lead), "$1", { extra: { assignedTo: "(SELECT id FROM pick_agent)" }, suffix: "RETURNING id" })}
     ), insert_unqualified_lead AS (
       ${insertFromJson("unqualified_leads", unqualified[0] ? Object.keys(unqualified[0]) : ["leadId"], "$6")}
     ), insert_idempotency_answer AS (
       -- After the lead row (EXISTS forces it first): two requests racing with one Idempotency-Key
       -- then meet at the same unique index (leads."idempotencyKey") in the same order, and the
       -- second waits for the first instead of holding the other index (a deadlock, seen under load).
       ${insertFromJson("idempotency_records", ["key", "scope", "requestHash", "status", "responseBody"], "$7", { where: "EXISTS (SELECT 1 FROM insert_lead)" })}
     ), insert_audit AS (
       ${insertFromJson("audit_log", ["action", "entity", "entityId", "changes"], "$8")}
     ), insert_assignment_audit AS (
       INSERT INTO audit_log (action, entity, "entityId", changes)
       SELECT 'lead.assign', 'lead', $11::int::text,
              jsonb_build_object('assignedTo', jsonb_build_object('from', NULL, 'to', a.id), 'how', a.how)
       FROM pick_agent a
     ), insert_emails AS (
       ${insertFromJson("communications", COMM_COLUMNS, "$9", { suffix: `ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id, "dedupeKey"` })}
     ), insert_agent_email AS (
       -- Queued with its subject and without bodies (the worker renders them); the dedupe key is
       -- leadAssignedDedupeKey(lead, agent, now) of lib/crm/leads/assignment-email.ts.
       INSERT INTO communications (type, direction, subject, status, "toAddress", "dedupeKey", "leadId", metadata)
       SELECT 'email', 'outbound', $13, 'queued', u.email,
              format('lead-assigned:%s:%s:%s', $11::int, a.id, $14::bigint),
              $11::int,
              jsonb_build_object('kind', '${LEAD_ASSIGNED}', 'leadId', $11::int, 'agentId', a.id)
       FROM pick_agent a JOIN users u ON u.id = a.id
       WHERE u.email IS NOT NULL
       RETURNING id, "dedupeKey"
     ), insert_conversion_events AS (
       ${insertFromJson("conversion_events", EVENT_COLUMNS, "$10", { suffix: `ON CONFLICT ("eventId") DO NOTHING RETURNING id, status` })}
     ), jobs_to_enqueue AS (
       SELECT ('${EMAIL_SEND_TASK}', json_build_object('communicationId', m.id), NULL, NULL, ${EMAIL_MAX_ATTEMPTS},
               'email:' || m."dedupeKey", NULL, NULL)::graphile_worker.job_spec AS spec
       FROM (SELECT id, "dedupeKey" FROM insert_emails UNION ALL SELECT id, "dedupeKey" FROM insert_agent_email) m
       UNION ALL
       SELECT ('${SEND_TASK}', json_build_object('eventIds', json_agg(id ORDER BY id)), '${META_QUEUE}', NULL, $12::int,
               'meta-send:' || min(id) || '-' || count(*), NULL, NULL)::graphile_worker.job_spec
       FROM insert_conversion_events WHERE status = 'pending' HAVING count(*) > 0 AND $16::boolean
       UNION ALL
       -- The automations' lead_captured event (lib/automations/events.ts), committed with the lead.
       -- Before the staff e-mails and Meta deliveries of the same burst (lib/jobs/priorities.ts).
       SELECT ('${AUTOMATION_EVENT_TASK}', json_build_object('kind', 'lead_captured', 'leadId', $11::int), NULL, NULL, 10,
               $15::text, ${LEAD_EVENT_PRIORITY}, NULL)::graphile_worker.job_spec
       WHERE $15::text IS NOT NULL
     ), enqueue_jobs AS (
       -- Every job of this lead in one add_jobs call (add_job per job re-planned its insert each time).
       SELECT j.id FROM (SELECT array_agg(spec) AS specs FROM jobs_to_enqueue) s, graphile_worker.add_jobs(s.specs) j
       WHERE s.specs IS NOT NULL
     )
     SELECT (SELECT id FROM pick_agent) AS agent_id,
            (SELECT count(*) FROM enqueue_jobs) AS jobs`,
    params,
  )));
  return { assignedTo: rows[0]?.agent_id ?? null };
}

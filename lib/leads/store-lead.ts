import "server-only";
import { sql } from "@/lib/db";
import { META_CAPI } from "@/lib/constants";
import { communicationRow, EMAIL_MAX_ATTEMPTS, EMAIL_SEND_TASK, type QueuedEmail } from "@/lib/email/queue-email";
import { ledgerRow, META_QUEUE, SEND_TASK, type LedgerEntry } from "@/lib/integrations/meta/ledger";
import { insertFromJson } from "@/lib/sql/json-rows";
import { prepared } from "@/lib/sql/prepared";
import { retryRolledBack } from "@/lib/sql/retry-rolled-back";

/** Everything a captured lead writes, built before the write (the lead's id was reserved). */
export type LeadWrite = {
  now: Date;
  /**
   * The `leads` row, `id` included. Every key is a column, an undefined value stores NULL: the
   * statement's text depends only on the keys, so it stays one prepared statement per connection.
   */
  lead: Record<string, unknown> & { id: number; leadType: string };
  unqualified: Record<string, unknown> | null;
  idempotency: { key: string; scope: string; requestHash: string; status: number; responseBody: unknown } | null;
  audit: { action: string; entity: string; entityId: string; changes: unknown };
  /** Round-robin assignment (bots are not assigned); a repeat goes to the original lead's agent. */
  assign: { duplicateOfId: number | null } | null;
  emails: QueuedEmail[];
  events: LedgerEntry[];
  /**
   * The e-mail to the agent who gets the lead, without its greeting (subject, text and HTML bodies):
   * the statement picks the agent, so it adds "Hi <username>," itself, exactly as
   * `assignedGreeting` in lib/crm/leads/assignment-email.ts does (a test compares the two).
   */
  agentEmail: { subject: string; text: string; html: string; dedupeKey: string };
};

export type StoredLead = { assignedTo: number | null };

// Agents who take this lead type: approved and not disabled, role agent, an empty list accepting every type.
const ELIGIBLE = `u."status" = 'active' AND u."role" = 'agent' AND (cardinality(u."acceptsLeadTypes") = 0 OR $3::"LeadType" = ANY(u."acceptsLeadTypes"))`;
const PICK = `SELECT u.id FROM users u WHERE ${ELIGIBLE} ORDER BY u."lastLeadAssignedAt" ASC NULLS FIRST, u.id ASC LIMIT 1`;
const HTML_ESCAPED_USERNAME = `replace(replace(replace(replace(replace(u.username, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
const COMM_COLUMNS = Object.keys(communicationRow({ kind: "", to: [], subject: "", html: "", text: "", dedupeKey: "" }));
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
 * load; the visitor would otherwise get a 503).
 */
export async function storeLead(w: LeadWrite): Promise<StoredLead> {
  const unqualified = w.unqualified ? [w.unqualified] : [];
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
    JSON.stringify(w.events.map(ledgerRow)), // $10
    w.lead.id, // $11
    META_CAPI.maxAttempts, // $12
    w.agentEmail.subject, // $13
    w.agentEmail.text, // $14
    w.agentEmail.html, // $15
    w.agentEmail.dedupeKey, // $16
  ];
  const { rows } = await retryRolledBack(() => sql().query<{ agent_id: number | null }>(prepared(
    `WITH prev AS (
       SELECT u.id FROM leads o JOIN users u ON u.id = o."assignedTo"
       WHERE $2 AND o.id = $4::int AND ${ELIGIBLE}
     ), free AS (
       SELECT (${PICK} FOR NO KEY UPDATE SKIP LOCKED) AS id
       WHERE $2 AND NOT EXISTS (SELECT 1 FROM prev)
     ), rr AS (
       SELECT COALESCE(f.id, (${PICK})) AS id FROM free f
     ), agent AS (
       SELECT id, 'duplicate_of_assigned' AS how FROM prev
       UNION ALL SELECT id, 'round_robin' FROM rr WHERE id IS NOT NULL
       LIMIT 1
     ), touched AS (
       UPDATE users SET "lastLeadAssignedAt" = $5, "updatedAt" = $5 WHERE id = (SELECT id FROM free)
     ), lead AS (
       ${insertFromJson("leads", Object.keys(w.lead), "$1", { extra: { assignedTo: "(SELECT id FROM agent)" }, suffix: "RETURNING id" })}
     ), unq AS (
       ${insertFromJson("unqualified_leads", unqualified[0] ? Object.keys(unqualified[0]) : ["leadId"], "$6")}
     ), idem AS (
       -- After the lead row (EXISTS forces it first): two requests racing with one Idempotency-Key
       -- then meet at the same unique index (leads."idempotencyKey") in the same order, and the
       -- second waits for the first instead of holding the other index (a deadlock, seen under load).
       ${insertFromJson("idempotency_records", ["key", "scope", "requestHash", "status", "responseBody"], "$7", { where: "EXISTS (SELECT 1 FROM lead)" })}
     ), audit AS (
       ${insertFromJson("audit_log", ["action", "entity", "entityId", "changes"], "$8")}
     ), assign_audit AS (
       INSERT INTO audit_log (action, entity, "entityId", changes)
       SELECT 'lead.assign', 'lead', $11::int::text,
              jsonb_build_object('assignedTo', jsonb_build_object('from', NULL, 'to', a.id), 'how', a.how)
       FROM agent a
     ), comms AS (
       ${insertFromJson("communications", COMM_COLUMNS, "$9", { suffix: `ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id, "dedupeKey"` })}
     ), agent_mail AS (
       INSERT INTO communications (type, direction, subject, content, status, "toAddress", "dedupeKey", "leadId", metadata)
       SELECT 'email', 'outbound', $13, 'Hi ' || u.username || E',\\n\\n' || $14, 'queued', u.email,
              $16 || ':' || a.id || ':' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint,
              $11::int,
              jsonb_build_object('kind', 'lead_assigned', 'html', '<p>Hi ' || ${HTML_ESCAPED_USERNAME} || E',</p>\\n' || $15,
                                 'leadId', $11::int, 'agentId', a.id)
       FROM agent a JOIN users u ON u.id = a.id
       WHERE u.email IS NOT NULL
       RETURNING id, "dedupeKey"
     ), events AS (
       ${insertFromJson("conversion_events", EVENT_COLUMNS, "$10", { suffix: `ON CONFLICT ("eventId") DO NOTHING RETURNING id, status` })}
     ), job_specs AS (
       SELECT ('${EMAIL_SEND_TASK}', json_build_object('communicationId', m.id), NULL, NULL, ${EMAIL_MAX_ATTEMPTS},
               'email:' || m."dedupeKey", NULL, NULL)::graphile_worker.job_spec AS spec
       FROM (SELECT id, "dedupeKey" FROM comms UNION ALL SELECT id, "dedupeKey" FROM agent_mail) m
       UNION ALL
       SELECT ('${SEND_TASK}', json_build_object('eventIds', json_agg(id ORDER BY id)), '${META_QUEUE}', NULL, $12::int,
               'meta-send:' || min(id) || '-' || count(*), NULL, NULL)::graphile_worker.job_spec
       FROM events WHERE status = 'pending' HAVING count(*) > 0
     ), jobs AS (
       -- Every job of this lead in one add_jobs call (add_job per job re-planned its insert each time).
       SELECT j.id FROM (SELECT array_agg(spec) AS specs FROM job_specs) s, graphile_worker.add_jobs(s.specs) j
       WHERE s.specs IS NOT NULL
     )
     SELECT (SELECT id FROM agent) AS agent_id,
            (SELECT count(*) FROM jobs) AS jobs`,
    params,
  )));
  return { assignedTo: rows[0]?.agent_id ?? null };
}

/**
 * `npm run seed:large`: a realistic volume for the CRM: 100,000 leads, 10,000 accounts (each with a
 * primary contact), 20,000 opportunities (with their stage history), 20,000 activities and 30 days
 * of site analytics, spread over ten seeded agents, what capture writes with each lead (audit entries,
 * an alert e-mail, a Lead event), and one lead with a 200-entry history. Rows are generated inside PostgreSQL with
 * multi-row `INSERT … SELECT generate_series(…)` (seconds, not the minutes row-by-row inserts take),
 * then the tables are vacuumed and analysed so the planner and index-only scans see them.
 *
 * Against DATABASE_URL, or the embedded database of `npm start` (started here if it is not running).
 * Idempotent: rows carry the marker `seed-large` and are not created twice.
 * Counts: SEED_LEADS, SEED_ACCOUNTS, SEED_OPPORTUNITIES (environment) override the defaults.
 */
import { existsSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { hash } from "@node-rs/argon2";

export const MARKER = "seed-large";
export type SeedCounts = { leads: number; accounts: number; opportunities: number; activities: number; events: number; agents: number };
export const DEFAULT_COUNTS: SeedCounts = { leads: 100_000, accounts: 10_000, opportunities: 20_000, activities: 20_000, events: 60_000, agents: 10 };

const FIRST = ["Maria", "James", "Sofia", "Robert", "Ana", "Michael", "Lucia", "David", "Elena", "William", "Carmen", "Joseph", "Rosa", "Daniel", "Patricia", "Carlos", "Linda", "Jose", "Emily", "Luis"];
const LAST = ["Gonzalez", "Smith", "Hernandez", "Johnson", "Garcia", "Williams", "Martinez", "Brown", "Lopez", "Davis", "Rodriguez", "Miller", "Perez", "Wilson", "Sanchez", "Moore", "Ramirez", "Taylor", "Torres", "Anderson", "Flores", "Thomas", "Rivera", "Jackson", "Nguyen"];
const CITIES = [["Austin", "78704", "512"], ["Houston", "77002", "713"], ["Dallas", "75201", "214"], ["San Antonio", "78205", "210"], ["Fort Worth", "76102", "817"], ["El Paso", "79901", "915"], ["Plano", "75023", "972"], ["Lubbock", "79401", "806"]];
const DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "att.net", "hotmail.com"];
/** Sources from the fixed list (LEAD_SOURCES in lib/constants.ts), a vendor through the intake API among them. */
const SOURCES = ["landing", "quote-funnel", "fb-ad", "texas-insurance", "api:acme", "chat", "facebook-lead-ads"];
const STATUSES = ["new", "contacted", "qualified", "converted", "lost"];
const UTM = ["facebook", "google", "direct", "bing", "newsletter", "referral"];
const CARRIERS = ["State Farm", "Allstate", "Progressive", "GEICO", "Farmers", "USAA", "Texas Farm Bureau", "Liberty Mutual"];
const AGENCY_A = ["Lone Star", "Hill Country", "Gulf Coast", "Bluebonnet", "Pecan Valley", "Brazos", "Alamo", "Big Bend", "Red River", "Prairie"];
const AGENCY_B = ["Insurance Group", "Family Insurance", "Agency", "Insurance Partners", "Risk Advisors", "Coverage Co."];

const arr = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
/** Element i (0-based, any integer) of a SQL text array literal. */
const pick = (values: readonly string[], i: string) => `(${arr(values)})[1 + ((${i}) % ${values.length})]`;

export async function seedLarge(url: string, counts: SeedCounts = DEFAULT_COUNTS, log: (line: string) => void = console.log): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = Date.now();
    const res = await client.query(sql, params);
    log(`  ${label}: ${res.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    // Agents: a random password nobody knows, and no e-mail (no assignment e-mails). Approved, so real
    // new leads are assigned round-robin to them too: disable them at /admin/agents when that is unwanted.
    const password = await hash(randomBytes(24).toString("base64url"), { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await step(
      "agents",
      `INSERT INTO users (username, password, role, status, email, "acceptsLeadTypes", "updatedAt")
       SELECT 'seed-agent-' || lpad(g::text, 2, '0'), $1, 'agent', 'active', NULL,
              CASE WHEN g % 5 = 0 THEN ARRAY['life']::"LeadType"[] ELSE ARRAY[]::"LeadType"[] END, now()
       FROM generate_series(1, $2::int) g
       ON CONFLICT (username) DO NOTHING`,
      [password, counts.agents],
    );
    const agents = (await client.query<{ id: number }>(`SELECT id FROM users WHERE username LIKE 'seed-agent-%' ORDER BY id`)).rows.map((r) => r.id);
    const agentArray = `ARRAY[${agents.join(",")}]::int[]`;
    const agentOf = (i: string) => `(${agentArray})[1 + ((${i}) % ${agents.length})]`;

    const have = async (table: string, column: string) => Number((await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [MARKER])).rows[0].n);

    const leadsMissing = counts.leads - (await have("leads", `"campaign"`));
    if (leadsMissing > 0) {
      const first = pick(FIRST, "g");
      const last = pick(LAST, "g * 7 + g / 20");
      const city = (k: number) => `(${arr(CITIES.map((c) => c[k]!))})[1 + (g % ${CITIES.length})]`;
      const score = `((g * 37 + g / 11) % 101)`;
      await step(
        "leads",
        `INSERT INTO leads ("fullName", email, phone, address, city, state, "zipCode", "leadType", source, campaign, "utmSource", "utmMedium", "utmCampaign",
                            "isVerified", "verificationScore", "verificationFlags", "verificationReasoning", "nameValid", "phoneValid", "emailValid", "addressValid",
                            "insuranceQualified", "hasHomeInsurance", "hasContinuousCoverage", "hasMultipleClaims", "maritalStatus", "spouseName", "currentInsuranceCarrier",
                            "emailNormalized", "phoneE164", status, "lostReason", "firstContactAt", "assignedTo", "doNotContact", "createdAt", "updatedAt")
         SELECT s.first || ' ' || s.last,
                lower(s.first) || '.' || lower(s.last) || g || '@' || ${pick(DOMAINS, "g")},
                '(' || ${city(2)} || ') ' || lpad(((g * 7919) % 800 + 200)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
                (100 + g % 9800) || ' ' || ${pick(["Main St", "Oak Ave", "Burnet Rd", "Elm St", "Lamar Blvd", "Cedar Ln"], "g")},
                ${city(0)}, 'TX', ${city(1)},
                (ARRAY['home','auto','life','all']::"LeadType"[])[1 + g % 4],
                ${pick(SOURCES, "g / 3")}, '${MARKER}', ${pick(UTM, "g / 5")}, 'cpc', 'fall-quotes',
                s.score >= 80 AND g % 10 <> 0, s.score,
                CASE WHEN s.score < 50 THEN ARRAY['phone_suspicious'] ELSE ARRAY[]::text[] END,
                CASE WHEN s.score >= 80 THEN 'Plausible name, deliverable e-mail and a Texas phone number.' ELSE 'Weak signals: check the phone number before calling.' END,
                true, s.score >= 50, true, s.score >= 60, s.score >= 30,
                g % 3 <> 0, g % 4 <> 0, g % 9 = 0,
                (ARRAY['single','married']::"MaritalStatus"[])[1 + g % 2],
                CASE WHEN g % 2 = 1 THEN ${pick(FIRST, "g + 5")} || ' ' || s.last END,
                ${pick(CARRIERS, "g")},
                lower(s.first) || '.' || lower(s.last) || g || '@' || ${pick(DOMAINS, "g")},
                '+1' || ${city(2)} || lpad(((g * 7919) % 800 + 200)::text, 3, '0') || lpad((g % 10000)::text, 4, '0'),
                (${arr(STATUSES)}::"LeadStatus"[])[1 + s.st],
                CASE WHEN s.st = 4 THEN 'Bought from another agency' END,
                -- Contacted leads were first reached 1 to 240 minutes after they came in; new ones not yet.
                CASE WHEN s.st > 0 THEN least(now(), now() - (g * interval '250 seconds') + (1 + (g * 13) % 240) * interval '1 minute') END,
                CASE WHEN g % 17 = 0 THEN NULL ELSE ${agentOf("g")} END,
                g % 97 = 0,
                now() - (g * interval '250 seconds'), now()
         FROM (SELECT g, ${first} AS first, ${last} AS last, ${score} AS score, (g / 7) % ${STATUSES.length} AS st FROM generate_series(1, $1::int) g) s`,
        [leadsMissing],
      );
    }

    const accountsMissing = counts.accounts - (await have("accounts", `"source"`));
    if (accountsMissing > 0) {
      await step(
        "accounts",
        `INSERT INTO accounts (name, type, status, industry, email, phone, city, state, "zipCode", revenue, source, "assignedTo", "leadScore", "createdAt", "updatedAt")
         SELECT ${pick(AGENCY_A, "g")} || ' ' || ${pick(AGENCY_B, "g / 10")} || ' ' || g,
                (ARRAY['prospect','customer','agency']::"AccountType"[])[1 + g % 3],
                (ARRAY['active','active','active','inactive','pending']::"AccountStatus"[])[1 + g % 5],
                'Insurance', 'office' || g || '@agency.example', '(512) 555-' || lpad((g % 10000)::text, 4, '0'),
                ${pick(CITIES.map((c) => c[0]!), "g")}, 'TX', ${pick(CITIES.map((c) => c[1]!), "g")},
                ((g * 7717) % 2000000 + 50000)::numeric(14,2), '${MARKER}', ${agentOf("g")}, (g * 13) % 101,
                now() - (g * interval '40 minutes'), now()
         FROM generate_series(1, $1::int) g`,
        [accountsMissing],
      );
      await step(
        "primary contacts",
        `INSERT INTO crm_contacts ("accountId", "firstName", "lastName", email, phone, "isPrimary", "updatedAt")
         SELECT a.id, ${pick(FIRST, "a.id")}, ${pick(LAST, "a.id")}, 'contact' || a.id || '@agency.example', a.phone, true, now()
         FROM accounts a WHERE a.source = '${MARKER}' AND NOT EXISTS (SELECT 1 FROM crm_contacts c WHERE c."accountId" = a.id)`,
      );
    }

    const oppsMissing = counts.opportunities - (await have("opportunities", `"source"`));
    if (oppsMissing > 0) {
      await step(
        "opportunities",
        `INSERT INTO opportunities ("accountId", name, stage, amount, probability, "closeDate", source, "assignedTo", "createdAt", "stageChangedAt", "updatedAt")
         SELECT a.id, ${pick(["Home policy", "Auto policy", "Home + auto bundle", "Life policy", "Umbrella policy", "Renewal"], "a.id + k")} || ' #' || (a.id * 2 + k),
                (ARRAY['prospecting','qualification','proposal','negotiation','closed_won','closed_lost']::"OpportunityStage"[])[1 + (a.id * 2 + k) % 6],
                ((a.id * 31 + k * 977) % 9000 + 600)::numeric(14,2),
                (ARRAY[10,25,50,75,100,0])[1 + (a.id * 2 + k) % 6],
                (now() + ((a.id * 2 + k) % 120 - 30) * interval '1 day')::date,
                '${MARKER}', a."assignedTo", a."createdAt" + interval '1 day', a."createdAt" + ((a.id + k) % 60 + 2) * interval '1 day', now()
         FROM (SELECT * FROM accounts WHERE source = '${MARKER}' ORDER BY id LIMIT ($1::int + 1) / 2) a
         CROSS JOIN generate_series(0, 1) k
         LIMIT $1::int`,
        [oppsMissing],
      );
      await step(
        "stage history",
        `INSERT INTO opportunity_stage_changes ("opportunityId", "fromStage", "toStage", "changedBy", "changedAt")
         SELECT o.id, 'negotiation', o.stage, o."assignedTo", o."stageChangedAt"
         FROM opportunities o WHERE o.source = '${MARKER}' AND o.stage IN ('closed_won', 'closed_lost')
           AND NOT EXISTS (SELECT 1 FROM opportunity_stage_changes c WHERE c."opportunityId" = o.id)`,
      );
    }

    const activitiesMissing = counts.activities - (await have("activities", `"outcome"`));
    if (activitiesMissing > 0) {
      await step(
        "activities",
        `INSERT INTO activities (type, subject, description, "accountId", "assignedTo", status, priority, "dueDate", "completedAt", outcome, "createdAt", "updatedAt")
         SELECT (ARRAY['call','email','meeting','task','note']::"ActivityType"[])[1 + g % 5],
                ${pick(["Follow-up call", "Send quote", "Policy review meeting", "Collect documents", "Renewal reminder"], "g")},
                'Seeded activity for the CRM benchmark.', a.id, a."assignedTo",
                (ARRAY['pending','completed','cancelled']::"ActivityStatus"[])[1 + g % 3],
                (ARRAY['low','medium','high']::"Priority"[])[1 + g % 3],
                now() + ((g % 40) - 20) * interval '1 day',
                CASE WHEN g % 3 = 1 THEN now() - (g % 20) * interval '1 day' END,
                '${MARKER}', now() - (g * interval '15 minutes'), now()
         FROM generate_series(1, $1::int) g
         JOIN accounts a ON a.id = (SELECT min(id) FROM accounts WHERE source = '${MARKER}') + g % $2::int`,
        [activitiesMissing, counts.accounts],
      );
    }

    const eventsMissing = counts.events - Number((await client.query(`SELECT count(*)::int AS n FROM analytics_events WHERE "eventData"->>'seed' = $1`, [MARKER])).rows[0].n);
    if (eventsMissing > 0) {
      await step(
        "analytics events",
        `INSERT INTO analytics_events ("sessionId", "eventType", "eventData", "utmSource", "utmMedium", "utmCampaign", "createdAt")
         SELECT 'seed-s-' || (g / 3), CASE WHEN g % 25 = 0 THEN 'form_submit' ELSE 'page_view' END,
                jsonb_build_object('path', ${pick(["/", "/landing", "/pricing", "/services", "/ai-insights", "/contact", "/marketing-packages"], "g")}, 'visitorId', 'seed-v-' || (g / 5), 'seed', '${MARKER}')
                  || CASE WHEN g % 15 = 0 THEN '{"newVisitor": true}'::jsonb ELSE '{}'::jsonb END,
                ${pick(UTM, "g / 3")}, 'cpc', 'fall-quotes', now() - (g * (interval '30 days' / $1::int))
         FROM generate_series(1, $1::int) g`,
        [eventsMissing],
      );
    }

    // What capture writes with every lead, so the lead page's timeline reads indexes of realistic size:
    // its creation and assignment in the audit log, the team alert, the Lead event for Meta.
    const historyMissing = (await client.query(`SELECT 1 FROM communications WHERE metadata->>'seed' = $1 LIMIT 1`, [MARKER])).rowCount === 0;
    if (historyMissing) {
      await step(
        "lead audit entries",
        `INSERT INTO audit_log (action, entity, "entityId", changes, "createdAt")
         SELECT 'lead.create', 'lead', l.id::text, jsonb_build_object('source', l.source, 'seed', '${MARKER}'), l."createdAt" FROM leads l WHERE l.campaign = '${MARKER}'
         UNION ALL
         SELECT 'lead.assign', 'lead', l.id::text, jsonb_build_object('assignedTo', jsonb_build_object('from', NULL, 'to', l."assignedTo"), 'how', 'round_robin', 'seed', '${MARKER}'), l."createdAt"
         FROM leads l WHERE l.campaign = '${MARKER}' AND l."assignedTo" IS NOT NULL`,
      );
      await step(
        "lead e-mails",
        `INSERT INTO communications (type, direction, subject, content, status, "dedupeKey", "leadId", metadata, "createdAt")
         SELECT 'email', 'outbound', 'New lead #' || l.id, 'Seeded alert.', 'not_sent', 'seed-large-alert:' || l.id, l.id,
                jsonb_build_object('kind', 'lead_alert', 'leadId', l.id, 'reason', 'RESEND_API_KEY is not set', 'seed', '${MARKER}'), l."createdAt"
         FROM leads l WHERE l.campaign = '${MARKER}'`,
      );
      await step(
        "lead conversion events",
        `INSERT INTO conversion_events ("eventId", "leadId", "eventName", "eventTime", payload, status, attempts, "sentAt", "createdAt", "updatedAt")
         SELECT 'seed-large-lead-' || l.id, l.id, 'Lead', l."createdAt", '{"seed": true}'::jsonb, 'sent', 1, l."createdAt", l."createdAt", now()
         FROM leads l WHERE l.campaign = '${MARKER}'`,
      );
    }

    await seedTimelineLead(client, agents[0]!, log);

    log("  vacuum analyze…");
    await client.query(
      "VACUUM ANALYZE leads, accounts, crm_contacts, opportunities, opportunity_stage_changes, activities, analytics_events, users, communications, conversion_events, conversion_event_attempts, webhook_inbox, audit_log",
    );
  } finally {
    await client.end();
  }
}

/** The lead with a long history (the lead page's benchmark): found by this e-mail. */
export const TIMELINE_LEAD_EMAIL = "timeline.lead@seed-large.example";
/** How many timeline entries it has: its submission and verification, then the rows below. */
export const TIMELINE_ENTRIES = 200;

/**
 * One lead with TIMELINE_ENTRIES timeline entries, as a busy lead's history looks: 20 audit entries
 * (its assignment and status moves), 30 e-mails (some not sent, with the reason), 20 Meta events with
 * two delivery attempts each (a failure, then a success), a deal with 30 stage changes, 20 webhook
 * deliveries and 78 activities, spread over the 30 days after it came in. Idempotent (by its e-mail).
 */
async function seedTimelineLead(client: pg.Client, agentId: number, log: (line: string) => void): Promise<void> {
  const existing = await client.query(`SELECT id FROM leads WHERE email = $1`, [TIMELINE_LEAD_EMAIL]);
  if (existing.rowCount) return;
  const started = Date.now();
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO leads ("fullName", email, phone, city, state, "zipCode", "leadType", source, campaign, "isVerified", "verificationScore", "verificationReasoning",
                        "consentVersion", "consentAt", "consentPageUrl", status, "firstContactAt", "assignedTo", "createdAt", "updatedAt")
     VALUES ('Teresa Timeline', $1, '(512) 555-0199', 'Austin', 'TX', '78704', 'home', 'landing', '${MARKER}-timeline', true, 91,
             'Plausible name, deliverable e-mail and a Texas phone number.', 'landing-2025-01', now() - interval '30 days', 'https://agency.example/landing',
             'qualified', now() - interval '30 days' + interval '4 minutes', $2, now() - interval '30 days', now())
     RETURNING id`,
    [TIMELINE_LEAD_EMAIL, agentId],
  );
  const id = rows[0]!.id;
  // Entry n of a kind happens n hours after the lead came in.
  const at = (n: string) => `now() - interval '30 days' + (${n}) * interval '1 hour'`;
  await client.query(
    `INSERT INTO audit_log ("actorId", action, entity, "entityId", changes, "createdAt")
     SELECT $2, CASE WHEN g = 1 THEN 'lead.assign' ELSE 'lead.status' END, 'lead', $1::text,
            CASE WHEN g = 1 THEN jsonb_build_object('assignedTo', jsonb_build_object('from', NULL, 'to', $2::int), 'how', 'round_robin')
                 ELSE jsonb_build_object('status', jsonb_build_object('from', CASE WHEN g % 2 = 0 THEN 'contacted' ELSE 'qualified' END,
                                                                      'to', CASE WHEN g % 2 = 0 THEN 'qualified' ELSE 'contacted' END), 'how', 'manual') END,
            ${at("g * 3")}
     FROM generate_series(1, 20) g`,
    [id, agentId],
  );
  await client.query(
    `INSERT INTO communications (type, direction, subject, content, status, "toAddress", "dedupeKey", "leadId", metadata, "sentAt", "createdAt")
     SELECT 'email', 'outbound', 'Your quote, part ' || g, 'Seeded e-mail.', CASE WHEN g % 3 = 0 THEN 'not_sent' ELSE 'sent' END, $2,
            'seed-timeline-' || $1::int || '-' || g, $1,
            jsonb_build_object('kind', 'lead_alert', 'leadId', $1::int) || CASE WHEN g % 3 = 0 THEN '{"reason": "RESEND_API_KEY is not set"}'::jsonb ELSE '{}'::jsonb END,
            CASE WHEN g % 3 = 0 THEN NULL ELSE ${at("g * 3 + 1")} END, ${at("g * 3 + 1")}
     FROM generate_series(1, 30) g`,
    [id, TIMELINE_LEAD_EMAIL],
  );
  await client.query(
    `WITH e AS (
       INSERT INTO conversion_events ("eventId", "leadId", "eventName", "eventTime", payload, status, attempts, "sentAt", "createdAt", "updatedAt")
       SELECT 'seed-timeline-' || $1::int || '-' || g, $1, (ARRAY['Lead','CompleteRegistration','Schedule','InitiateCheckout','SubmitApplication'])[1 + g % 5],
              ${at("g * 4 + 2")}, '{}'::jsonb, 'sent', 2, ${at("g * 4 + 3")}, ${at("g * 4 + 2")}, now()
       FROM generate_series(1, 20) g
       RETURNING id, "createdAt"
     )
     INSERT INTO conversion_event_attempts ("conversionEventId", "attemptedAt", outcome, error, "httpStatus")
     SELECT e.id, e."createdAt" + interval '1 minute', 'failed', 'Graph API answered HTTP 500', 500 FROM e
     UNION ALL
     SELECT e.id, e."createdAt" + interval '1 hour', 'sent', NULL, 200 FROM e`,
    [id],
  );
  const account = await client.query<{ id: number }>(
    `INSERT INTO accounts (name, type, status, source, "assignedTo", "createdAt", "updatedAt") VALUES ('Timeline Household', 'prospect', 'active', '${MARKER}', $1, now(), now()) RETURNING id`,
    [agentId],
  );
  const deal = await client.query<{ id: number }>(
    `INSERT INTO opportunities ("accountId", name, stage, source, "assignedTo", "leadId", "createdAt", "updatedAt") VALUES ($1, 'Timeline bundle', 'proposal', '${MARKER}', $2, $3, now(), now()) RETURNING id`,
    [account.rows[0]!.id, agentId, id],
  );
  await client.query(
    `INSERT INTO opportunity_stage_changes ("opportunityId", "fromStage", "toStage", "changedBy", "changedAt")
     SELECT $1, (ARRAY['prospecting','qualification','proposal']::"OpportunityStage"[])[1 + g % 3],
            (ARRAY['qualification','proposal','prospecting']::"OpportunityStage"[])[1 + g % 3], $2, ${at("g * 5 + 2")}
     FROM generate_series(1, 30) g`,
    [deal.rows[0]!.id, agentId],
  );
  await client.query(
    `INSERT INTO webhook_inbox (provider, "providerEventId", payload, "receivedAt", "processedAt", outcome, "leadId")
     SELECT 'hubspot', 'seed-timeline-' || $1::int || '-' || g, '{}'::jsonb, ${at("g * 6 + 1")}, ${at("g * 6 + 1")}, 'event_queued', $1
     FROM generate_series(1, 20) g`,
    [id],
  );
  await client.query(
    `INSERT INTO activities (type, subject, description, "leadId", "assignedTo", status, outcome, "dueDate", "completedAt", "createdAt", "updatedAt")
     SELECT (ARRAY['call','email','note','task']::"ActivityType"[])[1 + g % 4], 'Seeded activity ' || g, 'Notes of a busy lead.', $1, $2,
            CASE WHEN g % 4 = 3 THEN 'pending' ELSE 'completed' END::"ActivityStatus",
            CASE WHEN g % 4 = 0 THEN 'no_answer' END,
            CASE WHEN g % 4 = 3 THEN ${at("g * 2 + 24")} END,
            CASE WHEN g % 4 <> 3 THEN ${at("g * 2")} END, ${at("g * 2")}, now()
     FROM generate_series(1, 78) g`,
    [id, agentId],
  );
  log(`  timeline lead #${id} (${TIMELINE_ENTRIES} timeline entries) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** DATABASE_URL, else the embedded server of `npm start` (running, or started here). */
async function resolveDatabase(): Promise<{ url: string; stop?: () => Promise<void> }> {
  const { loadEnvFiles } = await import("./lib/env-files.mts");
  loadEnvFiles();
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
  const { embeddedDataDir, startEmbeddedDb } = await import("./lib/embedded-db.mts");
  const passwordFile = path.join(embeddedDataDir(), "pg-password");
  if (existsSync(passwordFile)) {
    const url = `postgresql://postgres:${encodeURIComponent(readFileSync(passwordFile, "utf8").trim())}@127.0.0.1:${port}/app`;
    const probe = new pg.Client({ connectionString: url });
    const up = await probe.connect().then(() => true, () => false);
    await probe.end().catch(() => undefined);
    if (up) return { url };
  }
  const { migrate } = await import("./lib/migrate.mts");
  const db = await startEmbeddedDb({ dir: embeddedDataDir(), port, database: "app", persistent: true, log: console.log });
  await migrate(db.url, { log: console.log });
  return { url: db.url, stop: db.stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const n = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const counts: SeedCounts = { ...DEFAULT_COUNTS, leads: n("SEED_LEADS", DEFAULT_COUNTS.leads), accounts: n("SEED_ACCOUNTS", DEFAULT_COUNTS.accounts), opportunities: n("SEED_OPPORTUNITIES", DEFAULT_COUNTS.opportunities) };
  const db = await resolveDatabase();
  const started = Date.now();
  console.log(`Seeding ${counts.leads.toLocaleString("en-US")} leads, ${counts.accounts.toLocaleString("en-US")} accounts, ${counts.opportunities.toLocaleString("en-US")} opportunities…`);
  try {
    await seedLarge(db.url, counts);
  } finally {
    await db.stop?.();
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

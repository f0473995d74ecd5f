/**
 * The SQL of the lead page (/crm/leads/[id]), in one place: the services run it through Prisma and
 * `npm run bench:crm` runs the same text with plain pg, to compare the page with its bare queries.
 * No imports: a script can load it as is.
 */

/**
 * The lead page's header ($1 the lead's id; the user's lead scope: $2 the agent's id and $3 the
 * audience, each null when not limited, see lib/crm/scope.ts): the lead when the user may see it, its
 * agent, account, its delivery to a buyer (issue 31) with its return, the lead it repeats (its id only
 * when in scope) and its repeats in scope. By primary key and the index on duplicateOfId.
 */
export const LEAD_RECORD_SQL = `
  SELECT l."id", l."fullName", l."email", l."phone", l."address", l."city", l."state", l."zipCode", l."agencyName",
         l."leadType"::text AS "leadType", l."source", l."status"::text AS "status", l."lostReason", l."firstContactAt",
         l."isVerified", l."verificationScore", l."verificationFlags", l."verificationReasoning",
         l."nameValid", l."emailValid", l."phoneValid", l."addressValid", l."insuranceQualified",
         l."hasHomeInsurance", l."hasContinuousCoverage", l."hasMultipleClaims", l."maritalStatus"::text AS "maritalStatus",
         l."spouseName", l."currentInsuranceCarrier", l."notes", l."doNotContact", l."doNotContactAt",
         l."assignedTo", u."username" AS "assignee", l."createdAt",
         l."deletedAt", l."mergedIntoId", dby."username" AS "deletedBy", l."consentHash" IS NOT NULL AS "hasConsentHash", l."consentVersion",
         l."audience"::text AS "audience", l."marketStatus"::text AS "marketStatus",
         CASE WHEN dl."id" IS NULL THEN NULL
              ELSE json_build_object('id', dl."id", 'buyerId', dl."buyerId", 'buyer', bu."username", 'deliveredAt', dl."deliveredAt", 'how', dl."how"::text,
                     'priceCents', dl."priceCents", 'status', dl."status",
                     'return', (SELECT json_build_object('id', r."id", 'status', r."status"::text, 'reason', r."reason"::text, 'createdAt', r."createdAt", 'decisionNote', r."decisionNote")
                                FROM "lead_returns" r WHERE r."deliveryId" = dl."id")) END AS "delivery",
         coalesce((SELECT json_agg(json_build_object('id', t."id", 'name', t."name", 'color', t."color") ORDER BY t."name")
                   FROM "lead_tags" lt JOIN "tags" t ON t."id" = lt."tagId" WHERE lt."leadId" = l."id"), '[]'::json) AS "tags",
         CASE WHEN a."id" IS NULL THEN NULL ELSE json_build_object('id', a."id", 'name', a."name") END AS "account",
         CASE WHEN o."id" IS NULL THEN NULL
              ELSE json_build_object('id', CASE WHEN ($2::int IS NULL OR o."assignedTo" = $2::int) AND ($3::"LeadAudience" IS NULL OR o."audience" = $3::"LeadAudience") THEN o."id" END, 'createdAt', o."createdAt") END AS "duplicateOf",
         coalesce((SELECT json_agg(json_build_object('id', d."id", 'fullName', d."fullName", 'createdAt', d."createdAt") ORDER BY d."createdAt", d."id")
                   FROM "leads" d WHERE d."duplicateOfId" = l."id" AND d."deletedAt" IS NULL AND ($2::int IS NULL OR d."assignedTo" = $2::int)
                     AND ($3::"LeadAudience" IS NULL OR d."audience" = $3::"LeadAudience")), '[]'::json) AS "duplicates"
  FROM "leads" l
  LEFT JOIN "users" u ON u."id" = l."assignedTo"
  LEFT JOIN "users" dby ON dby."id" = l."deletedById"
  LEFT JOIN "accounts" a ON a."id" = l."accountId" AND a."deletedAt" IS NULL
  LEFT JOIN "leads" o ON o."id" = l."duplicateOfId"
  LEFT JOIN "lead_deliveries" dl ON dl."leadId" = l."id"
  LEFT JOIN "users" bu ON bu."id" = dl."buyerId"
  WHERE l."id" = $1 AND ($2::int IS NULL OR l."assignedTo" = $2::int) AND ($3::"LeadAudience" IS NULL OR l."audience" = $3::"LeadAudience")`;

/**
 * One lead's timeline ($1 the lead's id, $2 how many entries), newest first, each branch on an index
 * of the lead's id. Entries at the same instant keep the order things happen in: the submission,
 * then its verification, assignment, e-mails and events (newest first, so the submission is the last).
 */
export const LEAD_TIMELINE_SQL = `
  SELECT t."at", t."kind", t."id", t."data", count(*) OVER () AS "total"
  FROM (
    SELECT l."createdAt" AS "at", 'submission' AS "kind", 0 AS "rank", l."id",
           jsonb_build_object('source', l."source", 'pageUrl', l."consentPageUrl", 'campaign', l."campaign", 'adSet', l."adSet",
                              'utmSource', l."utmSource", 'utmMedium', l."utmMedium", 'utmCampaign', l."utmCampaign",
                              'consentVersion', l."consentVersion", 'consentAt', l."consentAt", 'consentText', l."consentText",
                              'sourceLeadId', l."sourceLeadId") AS "data"
    FROM "leads" l WHERE l."id" = $1
    UNION ALL
    SELECT l."createdAt", 'verification', 1, l."id",
           jsonb_build_object('score', l."verificationScore", 'isVerified', l."isVerified", 'reasoning', l."verificationReasoning", 'flags', to_jsonb(l."verificationFlags"))
    FROM "leads" l WHERE l."id" = $1
    UNION ALL
    SELECT al."createdAt", CASE WHEN al."action" IN ('lead.assign', 'lead.reassign') THEN 'assignment' ELSE 'audit' END, 2, al."id",
           jsonb_build_object('action', al."action", 'actor', u."username", 'changes', al."changes",
                              'assignee', ua."username", 'previous', up."username")
    FROM "audit_log" al LEFT JOIN "users" u ON u."id" = al."actorId"
    LEFT JOIN "users" ua ON al."action" IN ('lead.assign', 'lead.reassign') AND ua."id" = (al."changes"->'assignedTo'->>'to')::int
    LEFT JOIN "users" up ON al."action" IN ('lead.assign', 'lead.reassign') AND up."id" = (al."changes"->'assignedTo'->>'from')::int
    WHERE al."entity" = 'lead' AND al."entityId" = $1::text AND al."action" <> 'lead.create'
    UNION ALL
    SELECT c."createdAt", 'email', 3, c."id",
           jsonb_build_object('kind', c."metadata"->>'kind', 'subject', c."subject", 'to', c."toAddress", 'status', c."status", 'sentAt', c."sentAt",
                              'reason', coalesce(c."metadata"->>'reason', c."metadata"->>'lastError'),
                              'deliveredAt', c."deliveredAt", 'openedAt', c."openedAt", 'clickedAt', c."clickedAt",
                              'automation', (SELECT au."name" FROM "automations" au WHERE au."id" = c."automationId"),
                              'channel', c."type", 'direction', c."direction", 'body', CASE WHEN c."type" = 'sms' THEN c."content" END,
                              'scheduledFor', CASE WHEN c."status" = 'scheduled' THEN c."scheduledFor" END, 'waiting', c."metadata"->>'waiting')
    FROM "communications" c WHERE c."leadId" = $1
    UNION ALL
    SELECT coalesce(s."doneAt", s."runAt"), 'automation_step', 8, s."id",
           jsonb_build_object('automation', au."name", 'automationId', au."id", 'action', s."action", 'position', s."position", 'status', s."status",
                              'detail', s."detail", 'runAt', s."runAt", 'doneAt', s."doneAt", 'triggerKey', r."triggerKey", 'triggeredAt', r."triggeredAt")
    FROM "automation_steps" s JOIN "automation_runs" r ON r."id" = s."runId" JOIN "automations" au ON au."id" = s."automationId"
    WHERE s."leadId" = $1
    UNION ALL
    SELECT e."createdAt", 'meta_event', 4, e."id",
           jsonb_build_object('eventName', e."eventName", 'eventId', e."eventId", 'status', e."status", 'lastError', e."lastError", 'sentAt', e."sentAt",
                              'attempts', coalesce((SELECT jsonb_agg(jsonb_build_object('at', a."attemptedAt", 'outcome', a."outcome", 'error', a."error", 'httpStatus', a."httpStatus")
                                                                     ORDER BY a."attemptedAt", a."id")
                                                    FROM "conversion_event_attempts" a WHERE a."conversionEventId" = e."id"), '[]'::jsonb))
    FROM "conversion_events" e WHERE e."leadId" = $1
    UNION ALL
    SELECT sc."changedAt", 'stage_change', 5, sc."id",
           jsonb_build_object('opportunityId', o."id", 'opportunity', o."name", 'from', sc."fromStage", 'to', sc."toStage", 'by', u."username")
    FROM "opportunities" o JOIN "opportunity_stage_changes" sc ON sc."opportunityId" = o."id" LEFT JOIN "users" u ON u."id" = sc."changedBy"
    WHERE o."leadId" = $1
    UNION ALL
    SELECT w."receivedAt", 'webhook', 6, w."id",
           jsonb_build_object('provider', w."provider", 'outcome', w."outcome", 'error', w."error", 'processedAt', w."processedAt")
    FROM "webhook_inbox" w WHERE w."leadId" = $1
    UNION ALL
    SELECT a."createdAt", 'activity', 7, a."id",
           jsonb_build_object('type', a."type", 'subject', a."subject", 'description', a."description", 'status', a."status", 'outcome', a."outcome",
                              'dueDate', a."dueDate", 'completedAt', a."completedAt", 'assignee', u."username", 'assignedTo', a."assignedTo")
    FROM "activities" a LEFT JOIN "users" u ON u."id" = a."assignedTo"
    WHERE a."leadId" = $1
  ) t
  ORDER BY t."at" DESC, t."rank" DESC, t."id" DESC
  LIMIT $2`;

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { actionsSchema, triggerSchema, type AutomationAction, type Conditions, type Trigger, type TriggerType } from "@/lib/schemas/automation";

/** An automation as the engine uses it: its stored JSON parsed with the editor's schema. */
export type AutomationDef = { id: number; name: string; isActive: boolean; trigger: Trigger; actions: AutomationAction[] };

/**
 * The worker's transactions share the serving process's pool with the requests (npm start): under a
 * burst of captures they may wait for a connection longer than Prisma's default 2 s; waiting is
 * better than failing the job into graphile-worker's backoff.
 */
export const WORKER_TX = { maxWait: 20_000, timeout: 30_000 } as const;

/**
 * How old an imported lead's created date (its file's) may be and still count as "just captured". Past
 * it, the runs' delays count from the handling instead of the capture, and "not contacted N minutes
 * after capture" does not start. A web lead is always "just captured", however late its event runs.
 */
export const CAPTURE_GRACE_MINUTES = 15;

/** The clock of the automations: the system's, or a test's (the simulated day). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

type Row = { id: number; name: string; isActive: boolean; trigger: unknown; actions: unknown };

/** Parses a stored row; a row that no longer parses (edited by hand) is left out, never run half-understood. */
export function parseAutomation(row: Row): AutomationDef | null {
  const trigger = triggerSchema.safeParse(row.trigger);
  const actions = actionsSchema.safeParse(row.actions);
  if (!trigger.success || !actions.success) return null;
  return { id: row.id, name: row.name, isActive: row.isActive, trigger: trigger.data, actions: actions.data };
}

export async function activeAutomations(tx: Prisma.TransactionClient, types: TriggerType[]): Promise<AutomationDef[]> {
  const rows = await tx.automation.findMany({ where: { isActive: true, type: { in: types } }, orderBy: { id: "asc" }, select: { id: true, name: true, isActive: true, trigger: true, actions: true } });
  return rows.map(parseAutomation).filter((a): a is AutomationDef => a !== null);
}

export async function automationById(tx: Prisma.TransactionClient, id: number): Promise<AutomationDef | null> {
  const row = await tx.automation.findUnique({ where: { id }, select: { id: true, name: true, isActive: true, trigger: true, actions: true } });
  return row ? parseAutomation(row) : null;
}

export type LeadFacts = { leadType: string; source: string | null; verificationScore: number; isVerified: boolean; duplicateOfId: number | null };

/** Does the lead meet the trigger's conditions (lead type, source, minimum score, verified, repeat or not)? */
export function matchesConditions(c: Conditions, lead: LeadFacts): boolean {
  if (c.leadTypes.length > 0 && !c.leadTypes.includes(lead.leadType as Conditions["leadTypes"][number])) return false;
  if (c.sources.length > 0 && !c.sources.includes(lead.source ?? "website")) return false;
  if (c.minScore !== null && lead.verificationScore < c.minScore) return false;
  if (c.verifiedOnly && !lead.isVerified) return false;
  if (c.duplicate === "new" && lead.duplicateOfId !== null) return false;
  if (c.duplicate === "repeat" && lead.duplicateOfId === null) return false;
  return true;
}

/** A first touch: an automation on capture whose actions send a template at once (no delay before it). */
export function sendsAtOnce(a: AutomationDef): boolean {
  if (a.trigger.type !== "lead_captured") return false;
  let offset = 0;
  for (const action of a.actions) {
    offset += action.delayMinutes;
    if (offset > 0) return false;
    if (action.type === "send_template") return true;
  }
  return false;
}

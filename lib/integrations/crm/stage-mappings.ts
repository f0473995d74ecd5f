import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record";
import { CRM_PROVIDERS, DEFAULT_STAGE_MAPPINGS, META_EVENT_VALUES, type CrmProvider, type MetaEventName } from "@/lib/constants";
import type { StageMappingValues } from "@/lib/schemas/stage-mapping";

type Client = Pick<Prisma.TransactionClient, "crmStageMapping">;

export type MappedEvent = MetaEventName | "none";
export type EffectiveMapping = {
  provider: CrmProvider;
  /** As written (the spec's spelling for defaults). */
  stage: string;
  key: string;
  event: MappedEvent;
  value: number;
  origin: "default" | "custom";
  /** Row id of a custom mapping. */
  id: number | null;
};

/** Stages match case-insensitively, with runs of spaces collapsed ("Closed  Won" = "closed won"). */
export function stageKey(stage: string): string {
  return stage.trim().replace(/\s+/g, " ").toLowerCase();
}

function defaults(provider: CrmProvider): EffectiveMapping[] {
  return DEFAULT_STAGE_MAPPINGS[provider].map((m) => ({
    provider,
    stage: m.stage,
    key: stageKey(m.stage),
    event: m.event,
    value: m.value ?? META_EVENT_VALUES[m.event],
    origin: "default" as const,
    id: null,
  }));
}

/**
 * The mappings in force for a provider: the defaults of lib/constants.ts, with an admin's rows
 * overriding a default of the same stage or adding new stages (defaults first, in their order).
 */
export async function effectiveMappings(provider: CrmProvider, client: Client = db()): Promise<EffectiveMapping[]> {
  const custom = await client.crmStageMapping.findMany({ where: { provider }, orderBy: { id: "asc" } });
  const byKey = new Map(defaults(provider).map((m) => [m.key, m]));
  for (const row of custom) {
    const event = row.eventName as MappedEvent;
    byKey.set(row.stage, {
      provider,
      stage: byKey.get(row.stage)?.stage ?? row.stage,
      key: row.stage,
      event,
      value: row.defaultValue !== null ? Number(row.defaultValue) : event === "none" ? 0 : META_EVENT_VALUES[event],
      origin: "custom",
      id: row.id,
    });
  }
  return [...byKey.values()];
}

export async function allEffectiveMappings(client: Client = db()): Promise<Record<CrmProvider, EffectiveMapping[]>> {
  const entries = await Promise.all(CRM_PROVIDERS.map(async (p) => [p, await effectiveMappings(p, client)] as const));
  return Object.fromEntries(entries) as Record<CrmProvider, EffectiveMapping[]>;
}

/** A provider's mappings as a lookup by stage key. */
export async function mappingLookup(provider: CrmProvider, client: Client = db()): Promise<Map<string, EffectiveMapping>> {
  return new Map((await effectiveMappings(provider, client)).map((m) => [m.key, m]));
}

export async function saveStageMapping(values: StageMappingValues, actorId: number): Promise<{ id: number }> {
  const key = stageKey(values.stage);
  const data = { eventName: values.event, defaultValue: values.value == null ? null : new Prisma.Decimal(values.value) };
  const row = await db().crmStageMapping.upsert({
    where: { provider_stage: { provider: values.provider, stage: key } },
    update: data,
    create: { provider: values.provider, stage: key, createdBy: actorId, ...data },
    select: { id: true },
  });
  await recordAudit({ actorId, action: "stage_mapping.save", entity: "crm_stage_mapping", entityId: row.id, changes: { provider: values.provider, stage: key, ...data, defaultValue: values.value ?? null } });
  return row;
}

/** Removes an admin's row: the stage falls back to its default (or is unmapped again). */
export async function deleteStageMapping(id: number, actorId: number): Promise<boolean> {
  const deleted = await db().crmStageMapping.deleteMany({ where: { id } });
  if (deleted.count === 0) return false;
  await recordAudit({ actorId, action: "stage_mapping.delete", entity: "crm_stage_mapping", entityId: id });
  return true;
}

import "server-only";
import { db } from "@/lib/db";
import { OPPORTUNITY_STAGES } from "@/lib/constants";

export type PipelineStage = (typeof OPPORTUNITY_STAGES)[number];

/**
 * The default pipeline's stages, in its order, from the `pipelines` table (seeded from
 * DEFAULT_PIPELINE). Keys the opportunity stage enumeration does not know are skipped; without a
 * default pipeline the spec's six stages are used.
 */
export async function defaultPipelineStages(): Promise<PipelineStage[]> {
  const pipeline = await db().pipeline.findFirst({ where: { isDefault: true }, select: { stages: true }, orderBy: { id: "asc" } });
  const raw = Array.isArray(pipeline?.stages) ? (pipeline.stages as { key?: unknown; order?: unknown }[]) : [];
  const stages = raw
    .map((s, i) => ({ stage: OPPORTUNITY_STAGES.find((o) => o.value === s?.key), order: typeof s?.order === "number" ? s.order : i }))
    .filter((s): s is { stage: PipelineStage; order: number } => !!s.stage)
    .sort((a, b) => a.order - b.order)
    .map((s) => s.stage);
  return stages.length ? [...new Map(stages.map((s) => [s.value, s])).values()] : [...OPPORTUNITY_STAGES];
}

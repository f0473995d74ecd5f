import { ChoiceGroup } from "@/components/forms/choice-group";
import type { AgentFunnelForm } from "@/components/funnels/agent-funnel-form";
import { EXPERIENCE_LEVEL_OPTIONS } from "@/lib/schemas/forms/agent-funnel-options";

/** Step 3: years of experience. */
export function AgentExperienceStep({ form }: { form: AgentFunnelForm }) {
  return <ChoiceGroup form={form} name="experienceLevel" legend="How long have you been selling insurance?" required options={EXPERIENCE_LEVEL_OPTIONS} />;
}

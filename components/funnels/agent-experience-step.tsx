import { ChoiceGroup } from "@/components/forms/choice-group";
import type { AgentFunnelForm } from "@/components/funnels/agent-funnel-form";
import { EXPERIENCE_LEVEL_OPTIONS } from "@/lib/schemas/forms/agent-funnel";

/** Step 3: years of experience. */
export function AgentExperienceStep({ form }: { form: AgentFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <ChoiceGroup
      id="agent-experienceLevel"
      legend="How long have you been selling insurance?"
      required
      options={EXPERIENCE_LEVEL_OPTIONS}
      registration={register("experienceLevel")}
      error={errors.experienceLevel?.message}
    />
  );
}

import { ChoiceGroup } from "@/components/forms/choice-group";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { AgentFunnelForm } from "@/components/funnels/agent-funnel-form";
import { AGENT_LEAD_TYPE_OPTIONS, MONTHLY_BUDGET_OPTIONS } from "@/lib/schemas/forms/agent-funnel";

/** Step 2: lead type, monthly budget, current lead sources (optional). */
export function AgentPreferencesStep({ form }: { form: AgentFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        id="agent-leadType"
        legend="Which leads do you want?"
        required
        options={AGENT_LEAD_TYPE_OPTIONS}
        registration={register("leadType")}
        error={errors.leadType?.message}
      />
      <ChoiceGroup
        id="agent-monthlyBudget"
        legend="Monthly lead budget"
        required
        options={MONTHLY_BUDGET_OPTIONS}
        registration={register("monthlyBudget")}
        error={errors.monthlyBudget?.message}
      />
      <Field
        label="Current Lead Sources"
        htmlFor="agent-currentLeadSources"
        description="Optional: where your leads come from today (referrals, aggregators, web forms...)."
        error={errors.currentLeadSources?.message}
      >
        <Textarea rows={3} {...register("currentLeadSources")} />
      </Field>
    </div>
  );
}

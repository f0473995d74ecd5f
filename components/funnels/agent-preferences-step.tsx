import { ChoiceGroup } from "@/components/forms/choice-group";
import { TextAreaField } from "@/components/forms/form-fields";
import type { AgentFunnelForm } from "@/components/funnels/agent-funnel-form";
import { AGENT_LEAD_TYPE_OPTIONS, MONTHLY_BUDGET_OPTIONS } from "@/lib/schemas/forms/agent-funnel-options";

/** Step 2: lead type, monthly budget, current lead sources (optional). */
export function AgentPreferencesStep({ form }: { form: AgentFunnelForm }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="leadType" legend="Which leads do you want?" required options={AGENT_LEAD_TYPE_OPTIONS} />
      <ChoiceGroup form={form} name="monthlyBudget" legend="Monthly lead budget" required options={MONTHLY_BUDGET_OPTIONS} />
      <TextAreaField
        form={form}
        name="currentLeadSources"
        label="Current Lead Sources"
        description="Optional: where your leads come from today (referrals, aggregators, web forms...)."
        rows={3}
      />
    </div>
  );
}

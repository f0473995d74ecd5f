"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { describeSubmitFailure } from "@/components/forms/submit-failure";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
import { AgentBasicStep } from "@/components/funnels/agent-basic-step";
import { AgentExperienceStep } from "@/components/funnels/agent-experience-step";
import { AgentPreferencesStep } from "@/components/funnels/agent-preferences-step";
import { FunnelDone } from "@/components/funnels/funnel-done";
import { FunnelForm } from "@/components/funnels/funnel-form";
import { FunnelFrame } from "@/components/funnels/funnel-frame";
import { useFunnelSteps } from "@/components/funnels/use-funnel-steps";
import { submitContact } from "@/lib/client/leads";
import { PROMISES } from "@/lib/constants";
import { buttonVariants } from "@/components/ui/button-variants";
import type { AgentFunnelData } from "@/lib/schemas/forms/agent-funnel";
import { AGENT_FUNNEL_STEPS, type AgentFunnelField } from "@/lib/schemas/forms/agent-funnel-options";
import { showToast as toast } from "@/lib/client/lazy-toast";

const STEP_COMPONENTS = [AgentBasicStep, AgentPreferencesStep, AgentExperienceStep] as const;
const EMPTY: FormValues<AgentFunnelField> = {
  fullName: "",
  email: "",
  phone: "",
  agencyName: "",
  leadType: undefined,
  monthlyBudget: undefined,
  currentLeadSources: "",
  experienceLevel: undefined,
};
/** The shared schema (and the message it maps to), fetched when the visitor starts on the form. */
const loadModule = () => import("@/lib/schemas/forms/agent-funnel");
const loadSchema = () => loadModule().then((m) => m.agentFunnelSchema);
const failed = (description = "Failed to submit. Please try again.") => toast({ title: "Error", description, variant: "destructive" });

/**
 * Agent lead-interest funnel "Get 40% More Qualified Insurance Leads": three steps, sent to
 * POST /api/contacts as a pricing enquiry (so it shows up with the contact-form messages).
 */
export function AgentFunnel({ company }: { company: string }) {
  const { form, formProps, formKey, handleSubmit, validateFields } = useSchemaForm<AgentFunnelField, AgentFunnelData>({
    initial: EMPTY,
    idPrefix: "agent",
    loadSchema,
  });
  const funnel = useFunnelSteps<AgentFunnelField>(AGENT_FUNNEL_STEPS, validateFields);
  const { honeypotRef, meta } = useLeadFormMeta();
  const [done, setDone] = useState(false);

  const submit = handleSubmit(async (data) => {
    try {
      const { agentFunnelToContact } = await loadModule();
      const { formStartedAt, submittedAt, website } = meta();
      const answer = await submitContact({ ...agentFunnelToContact(data), website, submittedAt, formStartedAt: formStartedAt ?? undefined });
      if (!answer?.success) throw new Error("The server did not confirm the request");
      setDone(true);
      toast({ title: "Success!", description: `We'll contact you within ${PROMISES.replyHours} hours with your lead plan.` });
    } catch (error) {
      const failure = describeSubmitFailure(error);
      failed(failure.kind === "server" && failure.status === 429 && failure.message ? failure.message : undefined);
    }
  }, failed);

  if (done) {
    return (
      <FunnelDone title="Thank You!">
        <p>
          Your answers are with our team. A lead specialist will contact you within {PROMISES.replyHours} hours with a lead plan
          sized to your budget, including sample leads for your market and the verification report behind each one.
        </p>
        <div>
          <Link href="/" className={buttonVariants()}>
            Back to the home page
          </Link>
        </div>
      </FunnelDone>
    );
  }

  const Step = STEP_COMPONENTS[funnel.step - 1] ?? AgentBasicStep;
  return (
    <FunnelFrame
      title="Get 40% More Qualified Insurance Leads"
      subtitle="Tell us about your agency and the leads you want. We'll build a plan of verified, exclusive Texas leads around your budget."
      step={funnel.step}
      total={funnel.total}
      progressLabel="Funnel progress"
      stepTitle={funnel.current.title}
      headingRef={funnel.headingRef}
    >
      <FunnelForm
        key={formKey}
        formProps={formProps}
        funnel={funnel}
        onSubmit={submit}
        consentVersion={"contact-2025-01"}
        company={company}
        honeypotRef={honeypotRef}
        pending={form.submitting}
        submitLabel="Get My Lead Plan"
        pendingLabel="Submitting..."
      >
        <Step form={form} />
      </FunnelForm>
    </FunnelFrame>
  );
}

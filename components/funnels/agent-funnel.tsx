"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { describeSubmitFailure } from "@/components/forms/submit-failure";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useRevalidateOnChange } from "@/components/forms/use-revalidate-on-change";
import { AgentBasicStep } from "@/components/funnels/agent-basic-step";
import { AgentExperienceStep } from "@/components/funnels/agent-experience-step";
import { AgentPreferencesStep } from "@/components/funnels/agent-preferences-step";
import { FunnelDone } from "@/components/funnels/funnel-done";
import { FunnelForm } from "@/components/funnels/funnel-form";
import { FunnelFrame } from "@/components/funnels/funnel-frame";
import { useFunnelSteps } from "@/components/funnels/use-funnel-steps";
import { submitContact } from "@/lib/client/leads";
import { PROMISES } from "@/lib/constants";
import {
  AGENT_FUNNEL_STEPS,
  agentFunnelSchema,
  agentFunnelToContact,
  type AgentFunnelData,
  type AgentFunnelValues,
} from "@/lib/schemas/forms/agent-funnel";
import { toast } from "@/lib/use-toast";

const STEP_COMPONENTS = [AgentBasicStep, AgentPreferencesStep, AgentExperienceStep] as const;
const EMPTY: DefaultValues<AgentFunnelValues> = { fullName: "", email: "", phone: "", agencyName: "", currentLeadSources: "" };

/**
 * Agent lead-interest funnel "Get 40% More Qualified Insurance Leads": three steps, sent to
 * POST /api/contacts as a pricing enquiry (so it shows up with the contact-form messages).
 */
export function AgentFunnel({ company }: { company: string }) {
  const form = useForm<AgentFunnelValues, unknown, AgentFunnelData>({
    resolver: zodResolver(agentFunnelSchema),
    defaultValues: EMPTY,
  });
  useRevalidateOnChange(form);
  const funnel = useFunnelSteps<AgentFunnelValues>(AGENT_FUNNEL_STEPS, form.trigger);
  const { honeypotRef, meta } = useLeadFormMeta();
  const [done, setDone] = useState(false);
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    try {
      const { formStartedAt, submittedAt, website } = meta();
      const answer = await submitContact({ ...agentFunnelToContact(data), website, submittedAt, formStartedAt: formStartedAt ?? undefined });
      if (!answer?.success) throw new Error("The server did not confirm the request");
      setDone(true);
      toast({ title: "Success!", description: `We'll contact you within ${PROMISES.replyHours} hours with your lead plan.` });
    } catch (error) {
      const failure = describeSubmitFailure(error);
      toast({
        title: "Error",
        description: failure.kind === "server" && failure.status === 429 && failure.message ? failure.message : "Failed to submit. Please try again.",
        variant: "destructive",
      });
    }
  });

  if (done) {
    return (
      <FunnelDone title="Thank You!">
        <p>
          Your answers are with our team. A lead specialist will contact you within {PROMISES.replyHours} hours with a lead plan
          sized to your budget, including sample leads for your market and the verification report behind each one.
        </p>
        <div>
          <Button asChild>
            <Link href="/">Back to the home page</Link>
          </Button>
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
        funnel={funnel}
        onSubmit={submit}
        consentVersion={"contact-2025-01"}
        company={company}
        honeypotRef={honeypotRef}
        pending={pending}
        submitLabel="Get My Lead Plan"
        pendingLabel="Submitting..."
      >
        <Step form={form} />
      </FunnelForm>
    </FunnelFrame>
  );
}

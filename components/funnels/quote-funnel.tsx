"use client";

import { useState } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { describeSubmitFailure } from "@/components/forms/submit-failure";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useRevalidateOnChange } from "@/components/forms/use-revalidate-on-change";
import { FunnelDone } from "@/components/funnels/funnel-done";
import { FunnelForm } from "@/components/funnels/funnel-form";
import { FunnelFrame } from "@/components/funnels/funnel-frame";
import { QuoteAddressStep } from "@/components/funnels/quote-address-step";
import { QuoteInsuranceStep } from "@/components/funnels/quote-insurance-step";
import { QuotePersonalStep } from "@/components/funnels/quote-personal-step";
import { QuoteTimelineStep } from "@/components/funnels/quote-timeline-step";
import { useFunnelSteps } from "@/components/funnels/use-funnel-steps";
import { submitLead } from "@/lib/client/leads";
import { PROMISES } from "@/lib/constants";
import type { ConsentVersion } from "@/lib/leads/consent";
import {
  QUOTE_FUNNEL_STEPS,
  quoteFunnelSchema,
  quoteFunnelToLead,
  type QuoteFunnelData,
  type QuoteFunnelValues,
} from "@/lib/schemas/forms/quote-funnel";
import { toast } from "@/lib/use-toast";

const CONSENT_VERSION = "quote-2025-01" satisfies ConsentVersion;
const STEP_COMPONENTS = [QuotePersonalStep, QuoteAddressStep, QuoteInsuranceStep, QuoteTimelineStep] as const;
/** Text fields start empty; radio groups start with nothing chosen. */
const EMPTY: DefaultValues<QuoteFunnelValues> = { firstName: "", lastName: "", email: "", phone: "", address: "", city: "", zipCode: "" };

/** Consumer quote funnel "Save Up to 40% on Texas Insurance": four steps, then a confirmation. */
export function QuoteFunnel({ company }: { company: string }) {
  const form = useForm<QuoteFunnelValues, unknown, QuoteFunnelData>({
    resolver: zodResolver(quoteFunnelSchema),
    defaultValues: EMPTY,
  });
  useRevalidateOnChange(form);
  const funnel = useFunnelSteps<QuoteFunnelValues>(QUOTE_FUNNEL_STEPS, form.trigger);
  const { honeypotRef, meta } = useLeadFormMeta();
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (data) => {
    try {
      const answer = await submitLead({ ...quoteFunnelToLead(data), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) throw new Error("The server did not confirm the quote request");
      setSubmittedName(data.firstName);
      toast({
        title: "Quote Request Submitted!",
        description: `A licensed Texas agent will contact you within ${PROMISES.replyHours} hours.`,
      });
    } catch (error) {
      const failure = describeSubmitFailure(error);
      toast({
        title: "Error",
        description: failure.kind === "server" && failure.status === 429 && failure.message ? failure.message : "Failed to submit form. Please try again.",
        variant: "destructive",
      });
    }
  });

  if (submittedName) {
    return (
      <FunnelDone title="Your Quote Request Is In!">
        <p>
          Thank you, {submittedName}. A licensed Texas agent is comparing carriers for you and will contact you within{" "}
          {PROMISES.replyHours} hours with your personalized quotes.
        </p>
        <p>Keep your current policy handy: the declarations page helps the agent match your coverage line by line.</p>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              form.reset(EMPTY);
              funnel.restart();
              setSubmittedName(null);
            }}
          >
            Start a new quote
          </Button>
        </div>
      </FunnelDone>
    );
  }

  const Step = STEP_COMPONENTS[funnel.step - 1] ?? QuotePersonalStep;
  return (
    <FunnelFrame
      title="Save Up to 40% on Texas Insurance"
      subtitle="Answer a few quick questions and a licensed Texas agent will shop top carriers for you. Free, with no obligation."
      step={funnel.step}
      total={funnel.total}
      progressLabel="Quote progress"
      stepTitle={funnel.current.title}
      headingRef={funnel.headingRef}
    >
      <FunnelForm
        funnel={funnel}
        onSubmit={submit}
        consentVersion={CONSENT_VERSION}
        company={company}
        honeypotRef={honeypotRef}
        pending={pending}
        submitLabel="Get My Free Quote"
        pendingLabel="Getting Your Quote..."
      >
        <Step form={form} />
      </FunnelForm>
    </FunnelFrame>
  );
}

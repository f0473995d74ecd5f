"use client";

import { useState } from "react";
import { describeSubmitFailure } from "@/components/forms/submit-failure";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
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
import { buttonVariants } from "@/components/ui/button-variants";
import type { QuoteFunnelData } from "@/lib/schemas/forms/quote-funnel";
import { QUOTE_FUNNEL_STEPS, type QuoteFunnelField } from "@/lib/schemas/forms/quote-funnel-options";
import { showToast as toast } from "@/lib/client/lazy-toast";

const CONSENT_VERSION = "quote-2025-01" satisfies ConsentVersion;
const STEP_COMPONENTS = [QuotePersonalStep, QuoteAddressStep, QuoteInsuranceStep, QuoteTimelineStep] as const;
/** Text fields start empty; radio groups start with nothing chosen. */
const EMPTY: FormValues<QuoteFunnelField> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  zipCode: "",
  insuranceType: undefined,
  currentlyInsured: undefined,
  timeframe: undefined,
  budget: undefined,
};
/** The shared schema (and the lead it maps to), fetched when the visitor starts on the form. */
const loadModule = () => import("@/lib/schemas/forms/quote-funnel");
const loadSchema = () => loadModule().then((m) => m.quoteFunnelSchema);
const failed = (description = "Failed to submit form. Please try again.") => toast({ title: "Error", description, variant: "destructive" });

/** Consumer quote funnel "Save Up to 40% on Texas Insurance": four steps, then a confirmation. */
export function QuoteFunnel({ company }: { company: string }) {
  const { form, formProps, formKey, handleSubmit, validateFields, reset } = useSchemaForm<QuoteFunnelField, QuoteFunnelData>({
    initial: EMPTY,
    idPrefix: "quote",
    loadSchema,
  });
  const funnel = useFunnelSteps<QuoteFunnelField>(QUOTE_FUNNEL_STEPS, validateFields);
  const { honeypotRef, meta } = useLeadFormMeta();
  const [submittedName, setSubmittedName] = useState<string | null>(null);

  const submit = handleSubmit(async (data) => {
    try {
      const { quoteFunnelToLead } = await loadModule();
      const answer = await submitLead({ ...quoteFunnelToLead(data), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) throw new Error("The server did not confirm the quote request");
      setSubmittedName(data.firstName);
      toast({
        title: "Quote Request Submitted!",
        description: `A licensed Texas agent will contact you within ${PROMISES.replyHours} hours.`,
      });
    } catch (error) {
      const failure = describeSubmitFailure(error);
      failed(failure.kind === "server" && failure.status === 429 && failure.message ? failure.message : undefined);
    }
  }, failed);

  if (submittedName) {
    return (
      <FunnelDone title="Your Quote Request Is In!">
        <p>
          Thank you, {submittedName}. A licensed Texas agent is comparing carriers for you and will contact you within{" "}
          {PROMISES.replyHours} hours with your personalized quotes.
        </p>
        <p>Keep your current policy handy: the declarations page helps the agent match your coverage line by line.</p>
        <div>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => {
              reset();
              funnel.restart();
              setSubmittedName(null);
            }}
          >
            Start a new quote
          </button>
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
        key={formKey}
        formProps={formProps}
        funnel={funnel}
        onSubmit={submit}
        consentVersion={CONSENT_VERSION}
        company={company}
        honeypotRef={honeypotRef}
        pending={form.submitting}
        submitLabel="Get My Free Quote"
        pendingLabel="Getting Your Quote..."
      >
        <Step form={form} />
      </FunnelForm>
    </FunnelFrame>
  );
}

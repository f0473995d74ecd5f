"use client";

import { ChoiceGroup } from "@/components/forms/choice-group";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { TextField } from "@/components/forms/form-fields";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
import { RateIncreaseHomeFields, type RateIncreaseField } from "@/components/leads/rate-increase-home-fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { submitLead } from "@/lib/client/leads";
import type { ConsentVersion } from "@/lib/leads/consent";
import type { RateIncreaseData } from "@/lib/schemas/forms/rate-increase";
import { RATE_INCREASE_INSURANCE_OPTIONS } from "@/lib/schemas/forms/rate-increase-options";
import { showToast as toast } from "@/lib/client/lazy-toast";

const CONSENT_VERSION = "quote-2025-01" satisfies ConsentVersion;
const EMPTY: FormValues<RateIncreaseField> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  zipCode: "",
  insuranceType: undefined,
  homeAddress: "",
  homeValue: "",
  squareFootage: "",
  roofYear: "",
};
const INSURANCE_OPTIONS = RATE_INCREASE_INSURANCE_OPTIONS.map(({ value, label }) => ({ value, label }));
const loadModule = () => import("@/lib/schemas/forms/rate-increase");
const loadSchema = () => loadModule().then((m) => m.rateIncreaseSchema);
const failed = () => toast({ title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" });

/** The "Request Insurance Quotes" form inside the /fb-ad dialog. */
export function RateIncreaseQuoteForm({ company, onSubmitted }: { company: string; onSubmitted: () => void }) {
  const { form, formProps, formKey, handleSubmit } = useSchemaForm<RateIncreaseField, RateIncreaseData>({ initial: EMPTY, idPrefix: "rate", loadSchema });
  const { honeypotRef, meta } = useLeadFormMeta();

  const onSubmit = async (data: RateIncreaseData) => {
    try {
      const { rateIncreaseToLead } = await loadModule();
      const answer = await submitLead({ ...rateIncreaseToLead(data, new Date()), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) throw new Error("The server did not confirm the request");
      toast({ title: "Quote Request Submitted!", description: "A licensed Texas agent will contact you within 24 hours with your quotes." });
      onSubmitted();
    } catch {
      failed();
    }
  };

  return (
    <form key={formKey} {...formProps} onSubmit={handleSubmit(onSubmit, failed)} className="relative grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
      </div>
      <TextField form={form} name="email" label="Email Address" required type="email" autoComplete="email" inputMode="email" />
      <div className="grid items-start gap-4 sm:grid-cols-[3fr_2fr]">
        <TextField form={form} name="phone" label="Phone Number" required type="tel" autoComplete="tel" inputMode="tel" />
        <TextField form={form} name="zipCode" label="ZIP Code" required autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </div>
      <ChoiceGroup form={form} name="insuranceType" legend="Insurance Type" required columns={3} options={INSURANCE_OPTIONS} />
      {form.values.insuranceType === "home" && <RateIncreaseHomeFields form={form} />}
      <HoneypotField ref={honeypotRef} />
      <button type="submit" className={buttonVariants({ size: "lg" })} disabled={form.submitting}>
        {form.submitting ? "Submitting..." : "Get My Quotes"}
      </button>
      <ConsentNotice version={CONSENT_VERSION} company={company} />
    </form>
  );
}

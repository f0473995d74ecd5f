"use client";

import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { RateIncreaseHomeFields } from "@/components/leads/rate-increase-home-fields";
import { submitLead } from "@/lib/client/leads";
import type { ConsentVersion } from "@/lib/leads/consent";
import {
  RATE_INCREASE_INSURANCE_OPTIONS,
  rateIncreaseSchema,
  rateIncreaseToLead,
  type RateIncreaseData,
  type RateIncreaseValues,
} from "@/lib/schemas/forms/rate-increase";
import { toast } from "@/lib/use-toast";

const CONSENT_VERSION = "quote-2025-01" satisfies ConsentVersion;
const EMPTY: DefaultValues<RateIncreaseValues> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  zipCode: "",
  homeAddress: "",
  homeValue: "",
  squareFootage: "",
  roofYear: "",
};

/** The "Request Insurance Quotes" form inside the /fb-ad dialog. */
export function RateIncreaseQuoteForm({ company, onSubmitted }: { company: string; onSubmitted: () => void }) {
  const form = useForm<RateIncreaseValues, unknown, RateIncreaseData>({
    resolver: zodResolver(rateIncreaseSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const insuranceType = useWatch({ control, name: "insuranceType" });
  const { honeypotRef, meta } = useLeadFormMeta();

  const onSubmit = async (data: RateIncreaseData) => {
    try {
      const answer = await submitLead({ ...rateIncreaseToLead(data, new Date()), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) throw new Error("The server did not confirm the request");
      toast({ title: "Quote Request Submitted!", description: "A licensed Texas agent will contact you within 24 hours with your quotes." });
      onSubmitted();
    } catch {
      toast({ title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="relative grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="First Name" htmlFor="rate-firstName" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </Field>
        <Field label="Last Name" htmlFor="rate-lastName" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </Field>
      </div>
      <Field label="Email Address" htmlFor="rate-email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-[3fr_2fr]">
        <Field label="Phone Number" htmlFor="rate-phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />
        </Field>
        <Field label="ZIP Code" htmlFor="rate-zipCode" required error={errors.zipCode?.message}>
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...register("zipCode")} />
        </Field>
      </div>
      <ChoiceGroup
        id="rate-insuranceType"
        legend="Insurance Type"
        required
        columns={3}
        options={RATE_INCREASE_INSURANCE_OPTIONS.map(({ value, label }) => ({ value, label }))}
        registration={register("insuranceType")}
        error={errors.insuranceType?.message}
      />
      {insuranceType === "home" && <RateIncreaseHomeFields form={form} />}
      <HoneypotField ref={honeypotRef} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Get My Quotes"}
      </Button>
      <ConsentNotice version={CONSENT_VERSION} company={company} />
    </form>
  );
}

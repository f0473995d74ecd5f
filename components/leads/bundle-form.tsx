"use client";

import { useState } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { BundleSuccess } from "@/components/leads/bundle-success";
import { bundleCopy } from "@/content/lead-pages";
import { submitLead } from "@/lib/client/leads";
import type { ConsentVersion } from "@/lib/leads/consent";
import {
  BUNDLE_INTEREST_OPTIONS,
  HOME_OWNERSHIP_OPTIONS,
  VEHICLE_COUNT_OPTIONS,
  bundleFormSchema,
  bundleToLead,
  type BundleFormData,
  type BundleFormValues,
} from "@/lib/schemas/forms/bundle";
import { toast } from "@/lib/use-toast";

const CONSENT_VERSION = "quote-2025-01" satisfies ConsentVersion;
const EMPTY: DefaultValues<BundleFormValues> = { firstName: "", lastName: "", email: "", phone: "", zipCode: "", currentInsurer: "" };

/** The homeowners + auto bundle form card of /texas-insurance; a success screen replaces it. */
export function BundleForm({ company }: { company: string }) {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const { honeypotRef, meta } = useLeadFormMeta();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BundleFormValues, unknown, BundleFormData>({
    resolver: zodResolver(bundleFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (data: BundleFormData) => {
    try {
      const answer = await submitLead({ ...bundleToLead(data), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) throw new Error("The server did not confirm the request");
      setDoneFor(data.firstName);
    } catch {
      toast({ title: "Something went wrong", description: "Please try again or call us directly.", variant: "destructive" });
    }
  };

  if (doneFor) {
    return (
      <Card>
        <CardContent>
          <BundleSuccess firstName={doneFor} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-2xl">
          {bundleCopy.formTitle}
        </CardTitle>
        <CardDescription>{bundleCopy.formIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="relative grid gap-5">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="First Name" htmlFor="bundle-firstName" required error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register("firstName")} />
            </Field>
            <Field label="Last Name" htmlFor="bundle-lastName" required error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register("lastName")} />
            </Field>
          </div>
          <Field label="Email Address" htmlFor="bundle-email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-[3fr_2fr]">
            <Field label="Phone Number" htmlFor="bundle-phone" required error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />
            </Field>
            <Field label="ZIP Code" htmlFor="bundle-zipCode" required error={errors.zipCode?.message}>
              <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...register("zipCode")} />
            </Field>
          </div>
          <ChoiceGroup
            id="bundle-homeOwnership"
            legend="Do you own or rent your home?"
            required
            options={HOME_OWNERSHIP_OPTIONS}
            registration={register("homeOwnership")}
            error={errors.homeOwnership?.message}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="Vehicles to Insure" htmlFor="bundle-vehicleCount" required error={errors.vehicleCount?.message}>
              <NativeSelect defaultValue="" {...register("vehicleCount")}>
                <NativeSelectOption value="" disabled>
                  Select
                </NativeSelectOption>
                {VEHICLE_COUNT_OPTIONS.map((o) => (
                  <NativeSelectOption key={o.value} value={o.value}>
                    {o.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label={
                <>
                  Current Insurer <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              htmlFor="bundle-currentInsurer"
              error={errors.currentInsurer?.message}
            >
              <Input autoComplete="off" {...register("currentInsurer")} />
            </Field>
          </div>
          <ChoiceGroup
            id="bundle-bundleInterest"
            legend="What would you like quoted?"
            required
            options={BUNDLE_INTEREST_OPTIONS}
            registration={register("bundleInterest")}
            error={errors.bundleInterest?.message}
          />
          <HoneypotField ref={honeypotRef} />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? "Submitting..." : "Get My Bundle Quote"}
          </Button>
          <ConsentNotice version={CONSENT_VERSION} company={company} />
        </form>
      </CardContent>
    </Card>
  );
}

"use client";

import { useState } from "react";
import { ChoiceGroup } from "@/components/forms/choice-group";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { SelectField, TextField } from "@/components/forms/form-fields";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
import { BundleSuccess } from "@/components/leads/bundle-success";
import { buttonVariants } from "@/components/ui/button-variants";
import { bundleCopy } from "@/content/lead-pages";
import { submitLead } from "@/lib/client/leads";
import type { ConsentVersion } from "@/lib/leads/consent";
import type { BundleFormData } from "@/lib/schemas/forms/bundle";
import { BUNDLE_INTEREST_OPTIONS, HOME_OWNERSHIP_OPTIONS, VEHICLE_COUNT_OPTIONS } from "@/lib/schemas/forms/bundle-options";
import { showToast as toast } from "@/lib/client/lazy-toast";

const CONSENT_VERSION = "quote-2025-01" satisfies ConsentVersion;
type Name = "firstName" | "lastName" | "email" | "phone" | "zipCode" | "homeOwnership" | "vehicleCount" | "currentInsurer" | "bundleInterest";
const EMPTY: FormValues<Name> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  zipCode: "",
  homeOwnership: undefined,
  vehicleCount: "",
  currentInsurer: "",
  bundleInterest: undefined,
};
/** The shared schema (and the lead it maps to), fetched when the visitor starts on the form. */
const loadModule = () => import("@/lib/schemas/forms/bundle");
const loadSchema = () => loadModule().then((m) => m.bundleFormSchema);
const failed = () => toast({ title: "Something went wrong", description: "Please try again or call us directly.", variant: "destructive" });

/** The homeowners + auto bundle form card of /texas-insurance; a success screen replaces it. */
export function BundleForm({ company }: { company: string }) {
  const [doneFor, setDoneFor] = useState<{ firstName: string; interest: BundleFormData["bundleInterest"] } | null>(null);
  const { honeypotRef, meta } = useLeadFormMeta();
  const { form, formProps, formKey, handleSubmit } = useSchemaForm<Name, BundleFormData>({ initial: EMPTY, idPrefix: "bundle", loadSchema });

  const onSubmit = async (data: BundleFormData) => {
    try {
      const { bundleToLead } = await loadModule();
      const answer = await submitLead({ ...bundleToLead(data), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) throw new Error("The server did not confirm the request");
      setDoneFor({ firstName: data.firstName, interest: data.bundleInterest });
    } catch {
      failed();
    }
  };

  if (doneFor) {
    return (
      <div data-slot="card" className="flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm">
        <div className="px-6">
          <BundleSuccess firstName={doneFor.firstName} interest={doneFor.interest} />
        </div>
      </div>
    );
  }
  return (
    <div data-slot="card" className="flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm">
      <div className="flex flex-col gap-1.5 px-6">
        <h2 className="text-2xl font-semibold leading-tight">{bundleCopy.formTitle}</h2>
        <p className="text-sm text-muted-foreground">{bundleCopy.formIntro}</p>
      </div>
      <div className="px-6">
        <form key={formKey} {...formProps} onSubmit={handleSubmit(onSubmit, failed)} className="relative grid gap-5">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
            <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
          </div>
          <TextField form={form} name="email" label="Email Address" required type="email" autoComplete="email" inputMode="email" />
          <div className="grid items-start gap-4 sm:grid-cols-[3fr_2fr]">
            <TextField form={form} name="phone" label="Phone Number" required type="tel" autoComplete="tel" inputMode="tel" />
            <TextField form={form} name="zipCode" label="ZIP Code" required autoComplete="postal-code" inputMode="numeric" maxLength={10} />
          </div>
          <ChoiceGroup form={form} name="homeOwnership" legend="Do you own or rent your home?" required options={HOME_OWNERSHIP_OPTIONS} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <SelectField form={form} name="vehicleCount" label="Vehicles to Insure" required options={VEHICLE_COUNT_OPTIONS} placeholder="Select" placeholderDisabled />
            <TextField
              form={form}
              name="currentInsurer"
              label={
                <>
                  Current Insurer <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              autoComplete="off"
            />
          </div>
          <ChoiceGroup form={form} name="bundleInterest" legend="What would you like quoted?" required options={BUNDLE_INTEREST_OPTIONS} />
          <HoneypotField ref={honeypotRef} />
          <button type="submit" className={buttonVariants({ size: "lg" })} disabled={form.submitting}>
            {form.submitting ? "Submitting..." : "Get My Bundle Quote"}
          </button>
          <ConsentNotice version={CONSENT_VERSION} company={company} />
        </form>
      </div>
    </div>
  );
}

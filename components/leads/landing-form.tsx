"use client";

import { Suspense, useState } from "react";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { SelectField, TextAreaField, TextField } from "@/components/forms/form-fields";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
import { useMarkLandingSubmitted } from "@/components/leads/landing-submitted";
import { UtmCapture } from "@/components/leads/utm-capture";
import { buttonVariants } from "@/components/ui/button-variants";
import { ApiError } from "@/lib/client/api";
import { trackLandingConversion } from "@/lib/client/conversion-tracking";
import { submitLead } from "@/lib/client/leads";
import { UTM_DEFAULTS } from "@/lib/constants";
import type { ConsentVersion } from "@/lib/leads/consent";
import type { LandingFormData } from "@/lib/schemas/forms/landing";
import { LANDING_FOCUS_OPTIONS, type Utm } from "@/lib/schemas/forms/landing-options";
import { showToast as toast } from "@/lib/client/lazy-toast";

const CONSENT_VERSION = "landing-2025-01" satisfies ConsentVersion;
type Name = "fullName" | "agencyName" | "email" | "phone" | "leadType" | "message";
const EMPTY: FormValues<Name> = { fullName: "", agencyName: "", email: "", phone: "", leadType: "", message: "" };
const FIELDS = Object.keys(EMPTY) as Name[];
const loadModule = () => import("@/lib/schemas/forms/landing");
const loadSchema = () => loadModule().then((m) => m.landingFormSchema);
const networkError = () => toast({ title: "Network Error", description: "Please check your connection and try again.", variant: "destructive" });

/** "Get Your Free Marketing Analysis" (crm spec §2, §7, §8). */
export function LandingForm({ company }: { company: string }) {
  const markSubmitted = useMarkLandingSubmitted();
  const [utm, setUtm] = useState<Utm>({ ...UTM_DEFAULTS });
  const { honeypotRef, meta } = useLeadFormMeta();
  const { form, formProps, formKey, handleSubmit, setError } = useSchemaForm<Name, LandingFormData>({ initial: EMPTY, idPrefix: "landing", loadSchema });

  const onSubmit = async (data: LandingFormData) => {
    try {
      const { landingToLead } = await loadModule();
      const answer = await submitLead({ ...landingToLead(data, utm, new Date()), consentVersion: CONSENT_VERSION, ...meta() });
      if (!answer?.success) {
        const serverError = answer && "error" in answer ? answer.error : undefined;
        toast({ title: "Submission Error", description: serverError || "Please check your information and try again.", variant: "destructive" });
        return;
      }
      trackLandingConversion();
      toast({
        title: "Request Submitted Successfully!",
        description: "We'll contact you within 24 hours with your personalized insurance marketing strategy.",
      });
      markSubmitted();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        networkError();
        return;
      }
      let focused = false;
      for (const field of FIELDS) {
        const message = error.fieldErrors[field]?.[0];
        if (!message) continue;
        setError(field, message, !focused);
        focused = true;
      }
      toast({
        title: "Submission Error",
        description: error.serverMessage || "Please check your information and try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <form key={formKey} {...formProps} onSubmit={handleSubmit(onSubmit, networkError)} className="relative grid gap-4">
      <Suspense fallback={null}>
        <UtmCapture onChange={setUtm} />
      </Suspense>
      <TextField form={form} name="fullName" label="Full Name" required autoComplete="name" />
      <TextField form={form} name="agencyName" label="Agency Name" required autoComplete="organization" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField form={form} name="email" label="Business Email" required type="email" autoComplete="email" inputMode="email" />
        <TextField form={form} name="phone" label="Phone Number" required type="tel" autoComplete="tel" inputMode="tel" placeholder="(512) 555-0142" />
      </div>
      <SelectField form={form} name="leadType" label="Primary Insurance Focus" required options={LANDING_FOCUS_OPTIONS} placeholder="Select your focus" placeholderDisabled />
      <TextAreaField form={form} name="message" label="Current Marketing Challenges" rows={3} placeholder="Optional: e.g. shared leads, low contact rates, slow follow-up" />
      <HoneypotField ref={honeypotRef} />
      <button type="submit" className={`${buttonVariants({ size: "lg" })} w-full`} disabled={form.submitting}>
        {form.submitting ? "Processing..." : "Get My Free Analysis"}
      </button>
      <ConsentNotice version={CONSENT_VERSION} company={company} />
    </form>
  );
}

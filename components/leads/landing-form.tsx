"use client";

import { Suspense, useState } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useMarkLandingSubmitted } from "@/components/leads/landing-submitted";
import { UtmCapture } from "@/components/leads/utm-capture";
import { ApiError } from "@/lib/client/api";
import { trackLandingConversion } from "@/lib/client/conversion-tracking";
import { submitLead } from "@/lib/client/leads";
import { UTM_DEFAULTS } from "@/lib/constants";
import type { ConsentVersion } from "@/lib/leads/consent";
import {
  LANDING_FOCUS_OPTIONS,
  landingFormSchema,
  landingToLead,
  type LandingFormData,
  type LandingFormValues,
  type Utm,
} from "@/lib/schemas/forms/landing";
import { toast } from "@/lib/use-toast";

const CONSENT_VERSION = "landing-2025-01" satisfies ConsentVersion;
const EMPTY: DefaultValues<LandingFormValues> = { fullName: "", agencyName: "", email: "", phone: "", leadType: undefined, message: "" };
const FIELDS = ["fullName", "agencyName", "email", "phone", "leadType", "message"] as const;

/** "Get Your Free Marketing Analysis" (crm spec §2, §7, §8). */
export function LandingForm({ company }: { company: string }) {
  const markSubmitted = useMarkLandingSubmitted();
  const [utm, setUtm] = useState<Utm>({ ...UTM_DEFAULTS });
  const { honeypotRef, meta } = useLeadFormMeta();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LandingFormValues, unknown, LandingFormData>({
    resolver: zodResolver(landingFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (data: LandingFormData) => {
    try {
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
        toast({ title: "Network Error", description: "Please check your connection and try again.", variant: "destructive" });
        return;
      }
      for (const field of FIELDS) {
        const message = error.fieldErrors[field]?.[0];
        if (message) setError(field, { message }, { shouldFocus: true });
      }
      toast({
        title: "Submission Error",
        description: error.serverMessage || "Please check your information and try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="relative grid gap-4">
      <Suspense fallback={null}>
        <UtmCapture onChange={setUtm} />
      </Suspense>
      <Field label="Full Name" htmlFor="landing-fullName" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register("fullName")} />
      </Field>
      <Field label="Agency Name" htmlFor="landing-agencyName" required error={errors.agencyName?.message}>
        <Input autoComplete="organization" {...register("agencyName")} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Business Email" htmlFor="landing-email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </Field>
        <Field label="Phone Number" htmlFor="landing-phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="(512) 555-0142" {...register("phone")} />
        </Field>
      </div>
      <Field label="Primary Insurance Focus" htmlFor="landing-leadType" required error={errors.leadType?.message}>
        <NativeSelect defaultValue="" {...register("leadType")}>
          <NativeSelectOption value="" disabled>
            Select your focus
          </NativeSelectOption>
          {LANDING_FOCUS_OPTIONS.map((o) => (
            <NativeSelectOption key={o.value} value={o.value}>
              {o.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Current Marketing Challenges" htmlFor="landing-message" error={errors.message?.message}>
        <Textarea rows={3} placeholder="Optional: e.g. shared leads, low contact rates, slow follow-up" {...register("message")} />
      </Field>
      <HoneypotField ref={honeypotRef} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Processing..." : "Get My Free Analysis"}
      </Button>
      <ConsentNotice version={CONSENT_VERSION} company={company} />
    </form>
  );
}

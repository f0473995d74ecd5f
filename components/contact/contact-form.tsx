"use client";

import Link from "next/link";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { CALLBACK_EVENT, CALLBACK_MESSAGE } from "@/components/contact/callback-event";
import { ApiError } from "@/lib/client/api";
import { submitContact } from "@/lib/client/leads";
import { CONTACT_SUBJECTS } from "@/lib/constants";
import type { ContactFormValues, ContactInput } from "@/lib/schemas/contact";
import { toast } from "@/lib/use-toast";

const EMPTY: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  agencyName: "",
  subject: "" as ContactFormValues["subject"],
  message: "",
  website: "",
};

type FieldName = Exclude<keyof ContactFormValues, "formStartedAt" | "submittedAt">;

/** The shared zod schema, fetched on first use so it is not part of the page's first load. */
const loadResolver = () => import("@/components/contact/contact-resolver").then((m) => m.contactResolver);
const lazyResolver: Resolver<ContactFormValues, unknown, ContactInput> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

/** Browser clock, for the verification's form-timing signal. */
const timestamp = () => Date.now();

/** The contact form (spec §2, §5, §8): validation under each field, Sending..., toasts, reset on success. */
export function ContactForm({ subjectLabels, consentText }: { subjectLabels: Record<string, string>; consentText: string }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactInput>({ resolver: lazyResolver, defaultValues: EMPTY });

  useEffect(() => {
    setValue("formStartedAt", timestamp());
    const onCallback = () => {
      if (!getValues("message")) setValue("message", CALLBACK_MESSAGE);
      setFocus("firstName");
    };
    window.addEventListener(CALLBACK_EVENT, onCallback);
    return () => window.removeEventListener(CALLBACK_EVENT, onCallback);
  }, [getValues, setValue, setFocus]);

  const onSubmit = async (values: ContactInput) => {
    try {
      await submitContact({ ...values, submittedAt: timestamp() });
      toast({ title: "Message Sent!", description: "We'll get back to you within 24 hours." });
      reset({ ...EMPTY, formStartedAt: timestamp() });
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      for (const [field, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
        if (field in EMPTY && messages[0]) setError(field as FieldName, { message: messages[0] });
      }
      toast({
        title: "Error",
        description: apiError?.serverMessage ?? "Failed to send message. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      onFocusCapture={() => void loadResolver()}
      noValidate
      className="grid gap-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" htmlFor="contact-firstName" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </Field>
        <Field label="Last Name" htmlFor="contact-lastName" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </Field>
        <Field label="Email" htmlFor="contact-email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </Field>
        <Field label="Phone" htmlFor="contact-phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register("phone")} />
        </Field>
      </div>
      <Field label="Agency Name (optional)" htmlFor="contact-agencyName" error={errors.agencyName?.message}>
        <Input autoComplete="organization" {...register("agencyName")} />
      </Field>
      <Field label="Subject" htmlFor="contact-subject" required error={errors.subject?.message}>
        <NativeSelect {...register("subject")}>
          <NativeSelectOption value="">Select a subject</NativeSelectOption>
          {CONTACT_SUBJECTS.map((value) => (
            <NativeSelectOption key={value} value={value}>
              {subjectLabels[value] ?? value}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Message" htmlFor="contact-message" required error={errors.message?.message}>
        <Textarea rows={6} {...register("message")} />
      </Field>
      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <p className="text-xs text-muted-foreground" id="contact-consent">
        {consentText}{" "}
        <Link href="/privacy-policy" className="underline underline-offset-2">
          Privacy Policy
        </Link>
        {" · "}
        <Link href="/tcpa-compliance" className="underline underline-offset-2">
          TCPA Compliance
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} aria-describedby="contact-consent">
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

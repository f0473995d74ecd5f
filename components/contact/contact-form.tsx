"use client";

import { Link } from "@/components/ui/link";
import { useEffect } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/forms/form-fields";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadFormMeta } from "@/components/forms/use-lead-form-meta";
import { useSchemaForm, type FormValues } from "@/components/forms/use-schema-form";
import { buttonVariants } from "@/components/ui/button-variants";
import { CALLBACK_EVENT, CALLBACK_MESSAGE } from "@/components/contact/callback-event";
import type { ContactInput } from "@/lib/schemas/contact";
import type { Option } from "@/lib/schemas/forms/options";
import { preloadToast, showToast as toast } from "@/lib/client/lazy-toast";

type Name = "firstName" | "lastName" | "email" | "phone" | "agencyName" | "subject" | "message";
const EMPTY: FormValues<Name> = { firstName: "", lastName: "", email: "", phone: "", agencyName: "", subject: "", message: "" };
const FIELDS = Object.keys(EMPTY) as Name[];

/** The shared zod schema, fetched on first use so it is not part of the page's first load. */
const loadSchema = () => import("@/lib/schemas/contact").then((m) => m.contactSchema);
/** The submit call (with its analytics event and error type), fetched with the schema on first focus. */
const loadSubmit = () => import("@/lib/client/leads");
const failed = (description = "Failed to send message. Please try again.") => toast({ title: "Error", description, variant: "destructive" });

/** The contact form (spec §2, §5, §8): validation under each field, Sending..., toasts, reset on success. */
/** `subjects`: the subject choices (lib/constants.ts CONTACT_SUBJECTS with their labels), from the server page. */
export function ContactForm({ subjects, consentText }: { subjects: readonly Option[]; consentText: string }) {
  const { form, formProps, formKey, handleSubmit, setError, setValue, focus, reset, getValues } = useSchemaForm<Name, ContactInput>({
    initial: EMPTY,
    idPrefix: "contact",
    loadSchema,
  });
  /** Timing (the verification's form-timing signal) and the honeypot. */
  const { honeypotRef, meta } = useLeadFormMeta();

  useEffect(() => {
    const onCallback = () => {
      if (!getValues().message) setValue("message", CALLBACK_MESSAGE);
      focus("firstName");
    };
    window.addEventListener(CALLBACK_EVENT, onCallback);
    return () => window.removeEventListener(CALLBACK_EVENT, onCallback);
  }, [getValues, setValue, focus]);

  const onSubmit = async (values: ContactInput) => {
    let client: Awaited<ReturnType<typeof loadSubmit>>;
    try {
      client = await loadSubmit();
    } catch {
      failed(); // the chunk did not load (offline, a new deploy)
      return;
    }
    try {
      const { formStartedAt, submittedAt, website } = meta();
      await client.submitContact({ ...values, website, submittedAt, formStartedAt: formStartedAt ?? undefined });
      toast({ title: "Message Sent!", description: "We'll get back to you within 24 hours." });
      reset();
    } catch (e) {
      const apiError = e instanceof client.ApiError ? e : null;
      for (const [field, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
        if (FIELDS.includes(field as Name) && messages[0]) setError(field as Name, messages[0]);
      }
      failed(apiError?.serverMessage);
    }
  };

  return (
    <form
      key={formKey}
      {...formProps}
      onFocusCapture={() => {
        formProps.onFocusCapture();
        void loadSubmit().catch(() => undefined);
        preloadToast();
      }}
      onSubmit={handleSubmit(onSubmit, () => failed())} className="relative grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
        <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
        <TextField form={form} name="phone" label="Phone" required type="tel" autoComplete="tel" />
      </div>
      <TextField form={form} name="agencyName" label="Agency Name (optional)" autoComplete="organization" />
      <SelectField form={form} name="subject" label="Subject" required options={subjects} placeholder="Select a subject" />
      <TextAreaField form={form} name="message" label="Message" required rows={6} />
      <HoneypotField ref={honeypotRef} />
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
      <button type="submit" className={buttonVariants({ size: "lg" })} disabled={form.submitting} aria-describedby="contact-consent">
        {form.submitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}

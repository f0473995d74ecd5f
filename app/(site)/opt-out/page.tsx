import type { Metadata } from "next";
import { OptOutForm } from "@/components/leads/opt-out-form";

export const metadata: Metadata = {
  title: "Opt Out of Calls, Texts and E-mails",
  description: "Withdraw your consent to be contacted about insurance quotes or our services.",
  alternates: { canonical: "/opt-out" },
};

export default function OptOutPage() {
  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">Opt out of calls, texts and e-mails</h1>
      <p className="text-muted-foreground">
        Enter the e-mail address or phone number you gave us. We will mark every request made with it as do not
        contact and stop all marketing calls, texts and e-mails to it. You can also reply STOP to any text message.
      </p>
      <OptOutForm />
    </section>
  );
}

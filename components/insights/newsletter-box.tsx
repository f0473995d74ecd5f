"use client";

import { useState } from "react";
import { MailIcon } from "@/components/icons/mail";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { controlClassName, inputClassName } from "@/components/ui/control-classes";
import { ApiError, apiRequest } from "@/lib/client/api";
import { showToast as toast } from "@/lib/client/lazy-toast";

/** E-mail sign-up for weekly insights: stored by POST /api/newsletter, confirmed with a toast. */
export function NewsletterBox({ placeholder, buttonLabel, source }: { placeholder: string; buttonLabel: string; source: string }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiRequest("POST", "/api/newsletter", { email, source });
      toast({ title: "Subscribed!", description: "You're on the list. New insights arrive in your inbox every week." });
      setEmail("");
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "Could not subscribe. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="mx-auto flex max-w-lg flex-col gap-3 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        E-mail address
      </label>
      <div className="relative flex-1">
        <MailIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        {/* Plain elements with the shared styles: no tailwind-merge on the insights pages (pl-9 follows px-3 in the CSS). */}
        <input
          id="newsletter-email"
          data-slot="input"
          type="email"
          required
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={clsx(controlClassName, inputClassName, "pl-9")}
        />
      </div>
      <button type="submit" className={buttonVariants()} disabled={busy}>
        {busy ? "Subscribing..." : buttonLabel}
      </button>
    </form>
  );
}

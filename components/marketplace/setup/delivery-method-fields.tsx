"use client";

import { useState } from "react";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useInteractive } from "@/components/forms/use-interactive";

/**
 * How leads reach the buyer besides the CRM (always) and the e-mail alert: nothing more, a signed
 * webhook, HubSpot (a contact per lead) or a Zapier catch hook, with the address or token it needs.
 * Without JavaScript every field is shown (the action reads only the chosen method's).
 */
const METHODS = [
  { value: "none", label: "Nothing more", hint: "The CRM and the e-mail alert only." },
  { value: "webhook", label: "Webhook", hint: "A signed POST (Standard Webhooks, HMAC-SHA256) to your https address, retried for 24 hours." },
  { value: "hubspot", label: "HubSpot", hint: "A contact created in your HubSpot for every lead." },
  { value: "zapier", label: "Zapier", hint: "A POST to your Zapier “Catch Hook” address." },
] as const;

export function DeliveryMethodFields({ defaults, errors }: { defaults: { pushMethod: string; pushUrl: string; hasHubspotToken: boolean }; errors: { pushMethod?: string; pushUrl?: string; hubspotToken?: string } }) {
  const [method, setMethod] = useState(defaults.pushMethod);
  const interactive = useInteractive();
  const all = !interactive;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Also send each lead to</legend>
      <p className="text-sm text-muted-foreground">Every lead always appears in your Leads list in this CRM.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {METHODS.map((m) => (
          <label key={m.value} className="flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
            <input type="radio" name="pushMethod" value={m.value} checked={method === m.value} onChange={() => setMethod(m.value)} className="mt-0.5 size-4 accent-primary" />
            <span>
              <span className="font-medium">{m.label}</span>
              <span className="block text-muted-foreground">{m.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {errors.pushMethod && <p className="text-sm text-destructive">{errors.pushMethod}</p>}
      {(all || method === "webhook" || method === "zapier") && (
        <Field label={method === "zapier" ? "Zapier catch hook address" : "Webhook address"} htmlFor="setup-push-url" error={errors.pushUrl} description="An https address on the public internet (not a private or local one).">
          <Input type="url" name="pushUrl" inputMode="url" placeholder="https://" defaultValue={defaults.pushUrl} />
        </Field>
      )}
      {(all || method === "hubspot") && (
        <Field
          label="HubSpot private app token"
          htmlFor="setup-hubspot-token"
          error={errors.hubspotToken}
          description={defaults.hasHubspotToken ? "A token is saved: leave this empty to keep it." : "From a HubSpot private app with the CRM contacts write scope. Stored encrypted."}
        >
          <Input type="password" name="hubspotToken" autoComplete="off" />
        </Field>
      )}
    </fieldset>
  );
}

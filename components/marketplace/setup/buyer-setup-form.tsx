"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Field, Fieldset } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { saveBuyerSetupAction, type SetupState } from "@/lib/marketplace/actions";
import { buyerSetupSchema } from "@/lib/schemas/buyer-setup";
import { fieldError } from "@/lib/forms/action-state";
import { WEEKDAYS } from "@/lib/automations/availability";
import { LINES, LINE_LABELS } from "@/lib/marketplace/lines";
import { SETUP_PROMISE_HOURS } from "@/lib/constants";
import { CountyPicker, type CountyOption } from "@/components/marketplace/setup/county-picker";
import { DeliveryMethodFields } from "@/components/marketplace/setup/delivery-method-fields";
import { SecretOnce } from "@/components/marketplace/setup/secret-once";

export type SetupDefaults = {
  licenseNumber: string;
  agencyName: string;
  lines: string[];
  territory: "counties" | "zips";
  counties: string[];
  zips: string;
  workDays: number[];
  workStart: string;
  workEnd: string;
  emailAlerts: boolean;
  /** Where the alerts go (buyer-contact.ts; null: nowhere yet, so the form says where to add an address). */
  alertEmail: string | null;
  pushMethod: string;
  pushUrl: string;
  hasHubspotToken: boolean;
};

/**
 * The buyer's set-up (issue 31 §3), one form over saveBuyerSetupAction and the shared schema: license
 * and agency, lines, territory by county or by ZIP list, delivery days and hours (Texas time), the
 * e-mail alert and the push to their own system. "Save" keeps a draft; "Send for approval" submits it
 * (`intent=submit`). A webhook's signing secret comes back once, shown above the form.
 */
export function BuyerSetupForm({ defaults, counties, canSubmit, approved }: { defaults: SetupDefaults; counties: CountyOption[]; canSubmit: boolean; approved: boolean }) {
  const { state, pending, formProps } = useActionForm<SetupState>(saveBuyerSetupAction, { schema: buyerSetupSchema, arrays: ["lines", "counties", "workDays"] });
  const err = (name: string) => fieldError(state, name);
  const sentList = (name: string) => (state.status === "error" && Array.isArray(state.values?.[name]) ? (state.values[name] as string[]) : undefined);
  const [territory, setTerritory] = useState<string>(shown(state, "territory", defaults.territory));
  const lines = sentList("lines") ?? defaults.lines;
  const days = (sentList("workDays") ?? defaults.workDays.map(String)).map(Number);
  return (
    <div className="grid gap-6">
      {state.webhookSecret && <SecretOnce secret={state.webhookSecret} />}
      <form {...formProps} className="grid gap-8" aria-label="Lead delivery set-up">
        <section className="grid gap-4 sm:grid-cols-2" aria-labelledby="setup-license">
          <h2 id="setup-license" className="text-xl font-semibold sm:col-span-2">
            License and agency
          </h2>
          <Field label="Texas agent license number" htmlFor="setup-license-number" error={err("licenseNumber")} description={approved ? `As on TDI's license lookup. A new number goes back to our team to confirm: leads wait until then (${SETUP_PROMISE_HOURS.first}–${SETUP_PROMISE_HOURS.last} hours).` : "As on TDI's license lookup. Our team confirms it."} required>
            <Input name="licenseNumber" inputMode="numeric" autoComplete="off" defaultValue={shown(state, "licenseNumber", defaults.licenseNumber)} />
          </Field>
          <Field label="Agency" htmlFor="setup-agency" error={err("agencyName")} required>
            <Input name="agencyName" autoComplete="organization" defaultValue={shown(state, "agencyName", defaults.agencyName)} />
          </Field>
        </section>

        <section className="grid gap-4" aria-labelledby="setup-what">
          <h2 id="setup-what" className="text-xl font-semibold">
            Lines and territory
          </h2>
          <Fieldset legend="Lines" error={err("lines")} description="Your plan's lines narrow this further.">
            <div className="flex flex-wrap gap-4">
              {LINES.map((l) => (
                <label key={l} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="lines" value={l} defaultChecked={lines.includes(l)} className="size-4 accent-primary" />
                  {LINE_LABELS[l]}
                </label>
              ))}
            </div>
          </Fieldset>
          <Fieldset legend="Territory" error={err("territory")}>
            <div className="flex flex-wrap gap-4">
              {(["counties", "zips"] as const).map((t) => (
                <label key={t} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="territory" value={t} checked={territory === t} onChange={() => setTerritory(t)} className="size-4 accent-primary" />
                  {t === "counties" ? "By county" : "By ZIP code"}
                </label>
              ))}
            </div>
          </Fieldset>
          <div hidden={territory !== "counties"}>
            <CountyPicker counties={counties} defaultSelected={sentList("counties") ?? defaults.counties} error={err("counties")} />
          </div>
          <div hidden={territory !== "zips"}>
            <Field label="ZIP codes" htmlFor="setup-zips" error={err("zips")} description="Texas ZIP codes, separated by spaces, commas or new lines (at most 2,000).">
              <Textarea name="zips" rows={4} defaultValue={shown(state, "zips", defaults.zips)} placeholder="78701, 78702, 78703" />
            </Field>
          </div>
        </section>

        <section className="grid gap-4" aria-labelledby="setup-when">
          <h2 id="setup-when" className="text-xl font-semibold">
            When and how leads reach you
          </h2>
          <Fieldset legend="Delivery days" error={err("workDays")}>
            <div className="flex flex-wrap gap-3">
              {WEEKDAYS.map((d) => (
                <label key={d.value} className="flex items-center gap-1.5 text-sm">
                  <input type="checkbox" name="workDays" value={d.value} defaultChecked={days.includes(d.value)} className="size-4 accent-primary" />
                  <span aria-hidden="true">{d.short}</span>
                  <span className="sr-only">{d.label}</span>
                </label>
              ))}
            </div>
          </Fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start (Texas time)" htmlFor="setup-start" error={err("workStart")}>
              <Input type="time" name="workStart" step={60} defaultValue={shown(state, "workStart", defaults.workStart)} />
            </Field>
            <Field label="End (Texas time)" htmlFor="setup-end" error={err("workEnd")}>
              <Input type="time" name="workEnd" step={60} defaultValue={shown(state, "workEnd", defaults.workEnd)} />
            </Field>
          </div>
          <label className="flex items-center gap-3 text-sm">
            <input type="checkbox" role="switch" name="emailAlerts" defaultChecked={state.status === "error" ? state.values?.emailAlerts === "on" : defaults.emailAlerts} className="size-5 accent-primary" />
            <span>
              <span className="font-medium">E-mail alerts</span>
              <span className="block text-muted-foreground">
                {defaults.alertEmail ? `An e-mail for every lead delivered to you, at ${defaults.alertEmail}.` : "An e-mail for every lead delivered to you."}
              </span>
            </span>
          </label>
          {!defaults.alertEmail && (
            <p className="text-sm text-warning" data-testid="alerts-without-email">
              Your account has no e-mail address, so no alert can be sent. <Link href="/account">Add one on your account page</Link>.
            </p>
          )}
          <DeliveryMethodFields
            defaults={{ pushMethod: shown(state, "pushMethod", defaults.pushMethod), pushUrl: shown(state, "pushUrl", defaults.pushUrl), hasHubspotToken: defaults.hasHubspotToken }}
            errors={{ pushMethod: err("pushMethod"), pushUrl: err("pushUrl"), hubspotToken: err("hubspotToken") }}
          />
        </section>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="save" variant={canSubmit ? "outline" : "default"} disabled={pending}>
            {pending ? "Saving..." : "Save"}
          </Button>
          {canSubmit && (
            <Button type="submit" name="intent" value="submit" disabled={pending}>
              Send for approval
            </Button>
          )}
          <FormMessage state={state} className="basis-full" />
        </div>
      </form>
    </div>
  );
}

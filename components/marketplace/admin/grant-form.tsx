"use client";

import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { buttonVariants } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { grantPlanAction } from "@/lib/marketplace/actions";
import { grantSchema } from "@/lib/schemas/lead-return";
import { fieldError } from "@/lib/forms/action-state";
import { PRODUCTS } from "@/lib/constants";

/** An admin grants a plan's terms to a buyer for some months, with a reason (a pilot, a make-good). */
const LEAD_PRODUCTS = PRODUCTS.filter((p) => (p.leadCount ?? 0) > 0);

/** A grant gives the product's leads each month it runs: "Starter: 25 leads a month" (a package's name already ends with its count, not said twice). */
const grantChoice = (p: (typeof PRODUCTS)[number]) => `${p.name.replace(/ \(\d+\)$/, "")}: ${p.leadCount} leads a month`;

export function GrantForm({ buyerId, buyer }: { buyerId: number; buyer: string }) {
  const { state, pending, formRef, formProps } = useActionForm(grantPlanAction, { schema: grantSchema, onSuccess: () => formRef.current?.reset() });
  const id = `grant-${buyerId}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer whitespace-nowrap text-primary">
        Grant a plan<span className="sr-only"> to {buyer}</span>
      </summary>
      <form {...formProps} className="mt-2 grid min-w-64 gap-3" aria-label={`Grant a plan to ${buyer}`}>
        <input type="hidden" name="buyerId" value={buyerId} />
        <Field label="Plan" htmlFor={`${id}-plan`} error={fieldError(state, "productSlug")}>
          <NativeSelect name="productSlug" defaultValue="growth-monthly">
            {LEAD_PRODUCTS.map((p) => (
              <option key={p.slug} value={p.slug}>
                {grantChoice(p)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Months" htmlFor={`${id}-months`} error={fieldError(state, "months")}>
          <Input type="number" name="months" min={1} max={12} defaultValue={1} />
        </Field>
        <Field label="Reason" htmlFor={`${id}-reason`} error={fieldError(state, "reason")}>
          <Input name="reason" placeholder="Pilot month" maxLength={300} />
        </Field>
        <button type="submit" className={buttonVariants({ size: "sm" })} disabled={pending}>
          {pending ? "Granting..." : "Grant plan"}
        </button>
        <FormMessage state={state} />
      </form>
    </details>
  );
}

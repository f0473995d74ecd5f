import { fieldDescriptionId, fieldErrorId, FieldErrorText, TextField } from "@/components/forms/form-fields";
import type { SchemaForm } from "@/components/forms/use-schema-form";
import { HOME_DETAILS_REQUIRED } from "@/lib/schemas/forms/rate-increase-options";

type HomeField = "homeAddress" | "homeValue" | "squareFootage" | "roofYear";
/** The fields of the /fb-ad quote form (the keys of lib/schemas/forms/rate-increase.ts). */
export type RateIncreaseField = "firstName" | "lastName" | "email" | "phone" | "zipCode" | "insuranceType" | HomeField;
const GROUP_ID = "rate-home-details";

const FIELDS: { name: HomeField; label: string; autoComplete?: string; inputMode?: "numeric"; placeholder?: string }[] = [
  { name: "homeAddress", label: "Home Address", autoComplete: "street-address", placeholder: "Street, city" },
  { name: "homeValue", label: "Estimated Home Value", inputMode: "numeric", placeholder: "$350,000" },
  { name: "squareFootage", label: "Square Footage", inputMode: "numeric", placeholder: "2,100" },
  { name: "roofYear", label: "Year Roof Installed", inputMode: "numeric", placeholder: "2015" },
];

/**
 * The property fields shown when the type is home. A missing field gets one shared message under
 * the group ('All home details are required for homeowners insurance') and is marked invalid; a
 * malformed value gets its own message under the field.
 */
export function RateIncreaseHomeFields({ form }: { form: SchemaForm<RateIncreaseField> }) {
  const anyMissing = FIELDS.some((f) => form.errors[f.name] === HOME_DETAILS_REQUIRED);
  const groupErrorId = fieldErrorId(GROUP_ID);
  const describedBy = [fieldDescriptionId(GROUP_ID), anyMissing ? groupErrorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      id={GROUP_ID}
      data-slot="fieldset"
      data-invalid={anyMissing ? true : undefined}
      aria-describedby={describedBy}
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <legend className="mb-1 text-sm font-medium">Home details</legend>
      <p id={fieldDescriptionId(GROUP_ID)} className="text-sm text-muted-foreground">
        Needed to quote homeowners insurance.
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const missing = form.errors[f.name] === HOME_DETAILS_REQUIRED;
          return (
            <TextField
              key={f.name}
              form={form}
              name={f.name}
              label={f.label}
              required
              error={missing ? null : undefined}
              describedBy={missing ? groupErrorId : undefined}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              placeholder={f.placeholder}
              className={f.name === "homeAddress" ? "sm:col-span-2" : undefined}
            />
          );
        })}
      </div>
      <FieldErrorText id={groupErrorId} message={anyMissing ? HOME_DETAILS_REQUIRED : undefined} />
    </fieldset>
  );
}

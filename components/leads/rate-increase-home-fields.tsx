import type { UseFormReturn } from "react-hook-form";
import { Field, Fieldset, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { HOME_DETAILS_REQUIRED, type RateIncreaseData, type RateIncreaseValues } from "@/lib/schemas/forms/rate-increase";

type HomeField = "homeAddress" | "homeValue" | "squareFootage" | "roofYear";
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
export function RateIncreaseHomeFields({ form }: { form: UseFormReturn<RateIncreaseValues, unknown, RateIncreaseData> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const anyMissing = FIELDS.some((f) => errors[f.name]?.message === HOME_DETAILS_REQUIRED);
  const groupErrorId = fieldErrorId(GROUP_ID);
  return (
    <Fieldset
      id={GROUP_ID}
      legend="Home details"
      description="Needed to quote homeowners insurance."
      error={anyMissing ? HOME_DETAILS_REQUIRED : undefined}
      className="rounded-lg border bg-muted/40 p-4"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const message = errors[f.name]?.message;
          const missing = message === HOME_DETAILS_REQUIRED;
          return (
            <Field
              key={f.name}
              label={f.label}
              htmlFor={`rate-${f.name}`}
              required
              error={missing ? undefined : message}
              className={f.name === "homeAddress" ? "sm:col-span-2" : undefined}
            >
              {(p) => (
                <Input
                  {...p}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={[p["aria-describedby"], missing ? groupErrorId : null].filter(Boolean).join(" ") || undefined}
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                  placeholder={f.placeholder}
                  {...register(f.name)}
                />
              )}
            </Field>
          );
        })}
      </div>
    </Fieldset>
  );
}

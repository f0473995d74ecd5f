import { CircleCheckIcon } from "@/components/icons/circle-check";
import { CircleXIcon } from "@/components/icons/circle-x";
import { TriangleAlertIcon } from "@/components/icons/triangle-exclamation-point";
import { CheckMark } from "@/components/leads/check-mark";
import type { ValidationResult } from "@/lib/client/leads";
import { cn } from "@/lib/utils";
import { testResultBand } from "@/lib/verification/bands";

const SCORE_CLASS = { high: "text-success", medium: "text-warning", low: "text-destructive" } as const;

/** One sample's verification result on the Lead Validation System Test page (crm spec §2). */
export function ValidationResultView({ result, expectedValid }: { result: ValidationResult; expectedValid: boolean }) {
  const band = testResultBand(result.score);
  const matches = result.isValid === expectedValid;
  const ValidityIcon = result.isValid ? CircleCheckIcon : CircleXIcon;
  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4" data-testid="validation-result">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className={cn("inline-flex items-center gap-2 font-semibold", result.isValid ? "text-success" : "text-destructive")}>
          <ValidityIcon aria-hidden="true" className="size-5" />
          {result.isValid ? "Valid Lead" : "Invalid Lead"}
        </span>
        <span data-band={band} className={cn("text-2xl font-bold tabular-nums", SCORE_CLASS[band])}>
          {result.score}/100
        </span>
      </div>

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Checks">
        <CheckMark ok={result.details.nameValid} label="Name" />
        <CheckMark ok={result.details.emailValid} label="Email" />
        <CheckMark ok={result.details.phoneValid} label="Phone" />
        <CheckMark ok={result.details.addressValid} label="Address" />
      </div>

      {result.flags.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">Warning Flags</h4>
          <ul className="mt-1 grid gap-1">
            {result.flags.map((flag) => (
              <li key={flag} className="flex items-start gap-2 text-sm text-warning">
                <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{flag}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div>
        <h4 className="text-sm font-semibold">AI Analysis</h4>
        <p className="mt-1 text-sm text-muted-foreground">{result.reasoning}</p>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-sm">
        <span>
          Expected: <strong>{expectedValid ? "Valid" : "Invalid"}</strong>
        </span>
        <span>
          Actual: <strong>{result.isValid ? "Valid" : "Invalid"}</strong>
        </span>
        <CheckMark ok={matches} label={matches ? "Matches expected" : "Does not match expected"} className="font-medium" />
      </div>
    </div>
  );
}

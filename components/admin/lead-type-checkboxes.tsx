import { LEAD_TYPES } from "@/lib/constants";
import { titleCase } from "@/lib/crm/format";

/** The lead types an agent takes from round-robin, as native checkboxes named `acceptsLeadTypes` (none = all types). */
export function LeadTypeCheckboxes({ idPrefix, defaultChecked, error }: { idPrefix: string; defaultChecked: readonly string[]; error?: string }) {
  const errorId = `${idPrefix}-types-error`;
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Accepts lead types</legend>
      <div className="flex flex-wrap gap-3">
        {LEAD_TYPES.map((t) => (
          <label key={t} htmlFor={`${idPrefix}-type-${t}`} className="flex items-center gap-1.5 text-sm">
            <input
              id={`${idPrefix}-type-${t}`}
              type="checkbox"
              name="acceptsLeadTypes"
              value={t}
              defaultChecked={defaultChecked.includes(t)}
              className="size-4 accent-primary"
            />
            {titleCase(t)}
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">None ticked: every type.</p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { consentText, type ConsentVersion } from "@/lib/leads/consent";
import { clsx } from "clsx";

/**
 * The exact consent text a form records (lib/leads/consent.ts), shown next to its submit button.
 * The form sends the same `version`, so the stored evidence always matches what was on screen.
 */
export function ConsentNotice({ version, company, className }: { version: ConsentVersion; company: string; className?: string }) {
  return (
    <p data-consent-version={version} className={clsx("text-xs leading-relaxed text-muted-foreground", className)}>
      {consentText(version, company)}
    </p>
  );
}

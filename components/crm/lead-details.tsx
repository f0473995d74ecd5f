import { Link } from "@/components/ui/link";
import { CheckIcon, XIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { LeadRecord } from "@/lib/crm/leads/lead-record";
import { formatDate, titleCase } from "@/lib/crm/format";

const yesNo = (v: boolean | null) => (v === null ? "Not given" : v ? "Yes" : "No");

function Check({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li className="inline-flex items-center gap-1">
      {ok ? <CheckIcon aria-hidden="true" className="size-4 text-green-700" /> : <XIcon aria-hidden="true" className="size-4 text-red-700" />}
      {label}
      <span className="sr-only">{ok ? " valid" : " not valid"}</span>
    </li>
  );
}

/**
 * The coverage and claims rule in words. A form that never asked (the quote funnel, the landing page)
 * leaves both answers empty: not assessed, which is not a failure (lib/verification/qualification.ts).
 */
export function qualificationWords(lead: Pick<LeadRecord, "insuranceQualified" | "hasContinuousCoverage" | "hasMultipleClaims">): string {
  if (lead.insuranceQualified) return ", meets the coverage and claims rule";
  if (lead.hasContinuousCoverage === null && lead.hasMultipleClaims === null) return ", coverage and claims not asked";
  return ", does not meet the coverage and claims rule";
}

/** The verification (score, reasoning, checks, flags), the person's answers and the repeats linked both ways. */
export function LeadDetails({ lead }: { lead: LeadRecord }) {
  const address = [lead.address, lead.city, lead.state, lead.zipCode].filter(Boolean).join(", ");
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Card className="gap-3">
        <CardHeader>
          <CardTitle as="h2">Verification</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p>
            <span className="font-medium">{lead.verificationScore}/100</span>, {lead.isVerified ? "verified" : "not verified"}
            {qualificationWords(lead)}.
          </p>
          {lead.verificationReasoning && <p className="text-muted-foreground">{lead.verificationReasoning}</p>}
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Checks">
            <Check ok={lead.nameValid} label="Name" />
            <Check ok={lead.emailValid} label="E-mail" />
            <Check ok={lead.phoneValid} label="Phone" />
            <Check ok={lead.addressValid} label="Address" />
          </ul>
          {lead.verificationFlags.length > 0 ? (
            <div>
              <p className="font-medium">Flags</p>
              <ul className="list-disc pl-5">
                {lead.verificationFlags.map((f) => (
                  <li key={f}>{f.replace(/_/g, " ")}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-muted-foreground">No flags.</p>
          )}
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle as="h2">Details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">Address</dt>
            <dd>{address || "Not given"}</dd>
            <dt className="font-medium">Home insurance</dt>
            <dd>{yesNo(lead.hasHomeInsurance)}</dd>
            <dt className="font-medium">Continuous coverage</dt>
            <dd>{yesNo(lead.hasContinuousCoverage)}</dd>
            <dt className="font-medium">Multiple claims</dt>
            <dd>{yesNo(lead.hasMultipleClaims)}</dd>
            <dt className="font-medium">Marital status</dt>
            <dd>{lead.maritalStatus ? titleCase(lead.maritalStatus) : "Not given"}{lead.spouseName ? ` (spouse ${lead.spouseName})` : ""}</dd>
            <dt className="font-medium">Current carrier</dt>
            <dd>{lead.currentInsuranceCarrier ?? "Not given"}</dd>
          </dl>
          {lead.notes && <p className="whitespace-pre-line rounded-md bg-muted/50 p-2">{lead.notes}</p>}
          {(lead.duplicateOf || lead.duplicates.length > 0) && (
            <div>
              <p className="font-medium">Repeats</p>
              <ul className="list-disc pl-5">
                {lead.duplicateOf && (
                  <li>
                    Repeat of{" "}
                    {lead.duplicateOf.id ? <Link className="text-primary hover:underline" href={`/crm/leads/${lead.duplicateOf.id}`}>lead #{lead.duplicateOf.id}</Link> : "an earlier lead of another agent"} from{" "}
                    {formatDate(lead.duplicateOf.createdAt)}
                  </li>
                )}
                {lead.duplicates.map((d) => (
                  <li key={d.id}>
                    Repeated by <Link className="text-primary hover:underline" href={`/crm/leads/${d.id}`}>lead #{d.id}</Link> on {formatDate(d.createdAt)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

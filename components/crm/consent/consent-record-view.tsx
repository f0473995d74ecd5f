import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PrintButton } from "@/components/crm/consent/print-button";
import type { ConsentDownload } from "@/lib/crm/leads/consent-download";
import { ConsentTexting } from "@/components/texting/consent-texting";

const EVIDENCE_LABELS = { web: "Our web form", chat: "Our chat assistant", vendor: "Lead vendor", lead_ads: "Meta Lead Ads", imported: "Imported file", sms: "The person texted us first" } as const;

const show = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** The printable consent record: what the person agreed to, when, from where, what they sent, and the hash check. */
export function ConsentRecordView({ download }: { download: ConsentDownload }) {
  const { record: r, matches } = download;
  return (
    <article className="container mx-auto max-w-3xl space-y-6 px-4 py-8 print:py-0">
      <header className="space-y-2">
        <p className="text-sm text-muted-foreground print:hidden">
          <Link href={`/crm/leads/${r.leadId}`} className="text-primary hover:underline">
            ← Back to lead #{r.leadId}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Consent record of lead #{r.leadId}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={matches === true ? "success" : matches === false ? "destructive" : "secondary"}>
            {matches === true ? "Hash matches" : matches === false ? "Hash does not match" : "No hash stored at capture"}
          </Badge>
          <Badge variant="outline">{EVIDENCE_LABELS[r.evidence]}</Badge>
        </div>
        <p role="status">{download.verdict}</p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/crm/leads/${r.leadId}/consent-record`} download>
              Download JSON
            </a>
          </Button>
          <PrintButton />
        </div>
      </header>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Evidence</h2>
        <p>{download.evidenceNote}</p>
        {r.vouchedBy && <p>Vouched for by: {r.vouchedBy}</p>}
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Consent text {r.version ? `(version ${r.version})` : ""}</h2>
        <blockquote className="whitespace-pre-wrap rounded-md border bg-muted/40 p-3">{r.text ?? "No consent text was captured."}</blockquote>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">When and from where</h2>
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Time (UTC)</dt>
          <dd>{r.capturedAt}</dd>
          <dt className="font-medium">Client address</dt>
          <dd>{show(r.ip)}</dd>
          <dt className="font-medium">Browser (user agent)</dt>
          <dd className="break-all">{show(r.userAgent)}</dd>
          <dt className="font-medium">Page</dt>
          <dd className="break-all">{show(r.pageUrl)}</dd>
        </dl>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Form fields submitted</h2>
        {Object.keys(r.fields).length === 0 ? (
          <p>No submitted fields were recorded for this lead.</p>
        ) : (
          <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
            {Object.entries(r.fields)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-medium">{k}</dt>
                  <dd className="break-all">{show(v)}</dd>
                </div>
              ))}
          </dl>
        )}
      </section>
      <ConsentTexting history={download.texting} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Integrity</h2>
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Stored at capture</dt>
          <dd className="break-all font-mono" data-testid="stored-hash">{download.storedHash ?? "none"}</dd>
          <dt className="font-medium">Computed now</dt>
          <dd className="break-all font-mono" data-testid="recomputed-hash">{download.recomputedHash}</dd>
          <dt className="font-medium">Method</dt>
          <dd>{download.algorithm}</dd>
          <dt className="font-medium">Generated</dt>
          <dd>{download.generatedAt}</dd>
        </dl>
      </section>
    </article>
  );
}

import type { Metadata } from "next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UploadForm } from "@/components/imports/upload-form";
import { ImportsList } from "@/components/imports/imports-list";
import { requireRole } from "@/lib/auth/session";
import { recentImports } from "@/lib/imports/imports";

export const metadata: Metadata = { title: "Import leads or accounts", robots: { index: false } };

/**
 * /crm/import (admins): upload a CSV of leads, or of accounts with their contacts, then map its
 * columns, preview, and import as a background job. Agents do not import: an import vouches for the
 * consent of every person in the file, which is the agency's decision (docs/crm.md, Import).
 */
export default async function ImportPage() {
  await requireRole("admin");
  const imports = await recentImports();
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">Import leads or accounts</h1>
        <p className="text-muted-foreground">
          Bring your book from HubSpot, Salesforce, AgencyZoom or a spreadsheet. Every row is checked and scored like a lead from your
          website; duplicates are matched by e-mail or phone; nothing is sent to Meta and no automation runs unless you tick it.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">1. Upload a CSV file</CardTitle>
          <CardDescription>Export from your old system as CSV. The next step shows its columns to map.</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadForm />
          <noscript>
            <p className="mt-3 text-sm text-destructive">Uploading a file needs JavaScript in this browser.</p>
          </noscript>
        </CardContent>
      </Card>
      <section aria-labelledby="imports-heading" className="space-y-3">
        <h2 id="imports-heading" className="text-xl font-semibold">
          Recent imports
        </h2>
        <ImportsList imports={imports} />
      </section>
    </section>
  );
}

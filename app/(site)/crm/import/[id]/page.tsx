import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { ActionButton } from "@/components/forms/action-button";
import { MappingForm } from "@/components/imports/mapping-form";
import { PreviewTable } from "@/components/imports/preview-table";
import { ImportProgress } from "@/components/imports/import-progress";
import { ImportReport } from "@/components/imports/import-report";
import { requireRole } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { getImport, importIssues, importStatus } from "@/lib/imports/imports";
import { cleanMapping } from "@/lib/imports/mappings";
import { importPreview, firstRows } from "@/lib/imports/preview";
import { discardImportAction } from "@/lib/imports/actions";
import { IMPORT_LIMITS } from "@/lib/constants";

export const metadata: Metadata = { title: "Import", robots: { index: false } };

const n = (x: number) => x.toLocaleString("en-US");

/** One import: its mapping and preview while it waits, its progress while it runs, its report when it ends. */
export default async function ImportDetailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole("admin");
  const id = pageId((await params).id);
  const imp = id ? await getImport(id) : null;
  if (!imp) notFound();
  const what = imp.kind === "leads" ? "leads" : "accounts with their contacts";
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="space-y-1">
        <p className="text-sm">
          <Link href="/crm/import" className="text-primary hover:underline">
            ← All imports
          </Link>
        </p>
        <h1 className="break-all text-3xl font-bold">{imp.fileName}</h1>
        <p className="text-muted-foreground">
          {n(imp.totalRows)} rows of {what} · {(imp.sizeBytes / (1024 * 1024)).toFixed(1)} MB · {imp.encoding === "windows-1252" ? "Windows (Excel) encoding" : imp.encoding.toUpperCase()} ·{" "}
          {imp.delimiter === ";" ? "semicolons" : imp.delimiter === "\t" ? "tabs" : "commas"} · imported as{" "}
          <code>import:{imp.fileName}</code>
        </p>
      </div>
      {imp.status === "uploaded" ? <Mapping imp={imp} /> : <Progress importId={imp.id} />}
    </section>
  );
}

async function Mapping({ imp }: { imp: NonNullable<Awaited<ReturnType<typeof getImport>>> }) {
  const mapping = cleanMapping(imp.kind, imp.headers, imp.mapping);
  const [preview, sample, users] = await Promise.all([importPreview(imp, mapping), firstRows(imp, 1), assignableUsers()]);
  return (
    <>
      <div className="rounded-md border p-4">
        <h2 className="mb-4 text-xl font-semibold">2. Map the columns</h2>
        <MappingForm
          importId={imp.id}
          kind={imp.kind}
          headers={imp.headers}
          sample={sample[0]?.cells ?? []}
          mapping={mapping}
          duplicateChoice={imp.duplicateChoice}
          fireMetaEvents={imp.fireMetaEvents}
          runAutomations={imp.runAutomations}
          forSale={imp.forSale}
          defaultOwnerId={imp.defaultOwnerId}
          users={users}
        />
      </div>
      <section aria-labelledby="preview-heading" className="space-y-3">
        <h2 id="preview-heading" className="text-xl font-semibold">
          3. Preview: the first {Math.min(IMPORT_LIMITS.previewRows, imp.totalRows)} rows as they will be stored
        </h2>
        <p className="text-sm text-muted-foreground">With the mapping saved last. Change a column above and choose Update preview to see its effect.</p>
        <PreviewTable preview={preview} />
      </section>
      <ActionButton action={discardImportAction} fields={{ importId: imp.id }} label="Delete this upload" busyLabel="Deleting..." variant="ghost" confirm="Delete this upload? Nothing was imported from it." />
    </>
  );
}

async function Progress({ importId }: { importId: number }) {
  const status = (await importStatus(importId))!;
  if (status.status === "queued" || status.status === "running") return <ImportProgress initial={status} />;
  const imp = (await getImport(importId))!;
  const issues = await importIssues(importId);
  return <ImportReport s={{ ...status, kind: imp.kind }} issues={issues} />;
}

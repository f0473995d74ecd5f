import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { requireRole } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { getEmailTemplate } from "@/lib/automations/templates";
import { TemplateEditor } from "@/components/automations/template-editor";

export const metadata: Metadata = { title: "E-mail template", robots: { index: false } };

/** /admin/templates/[id] (or /new): edit a template and preview it against a real lead. */
export default async function TemplatePage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole("admin");
  const { id } = await params;
  const template = id === "new" ? null : /^\d{1,9}$/.test(id) ? await getEmailTemplate(Number(id)) : undefined;
  if (template === undefined || (id !== "new" && !template)) notFound();
  const sample = await db().lead.findFirst({ where: { deletedAt: null, doNotContact: false }, orderBy: { id: "desc" }, select: { id: true } });
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/admin/templates" className="text-primary hover:underline">← E-mail templates</Link>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{template ? template.name : "New template"}</h1>
      <TemplateEditor
        sampleLeadId={sample?.id ?? null}
        template={{
          id: template?.id ?? null,
          name: template?.name ?? "",
          subject: template?.subject ?? "",
          body: template?.body ?? "",
          fromName: template?.fromName ?? "",
          replyTo: template?.replyTo ?? "",
          isActive: template?.isActive ?? true,
        }}
      />
    </section>
  );
}

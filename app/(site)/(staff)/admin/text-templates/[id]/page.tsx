import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { requireRole } from "@/lib/auth/session";
import { getSmsTemplate } from "@/lib/texting/templates";
import { mergeValues } from "@/lib/automations/render-template";
import { TextTemplateEditor } from "@/components/texting/text-template-editor";

export const metadata: Metadata = { title: "Text template", robots: { index: false } };

/** /admin/text-templates/[id] (or /new): edit a text template, with its segment count as a person gets it. */
export default async function TextTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole("admin");
  const { id } = await params;
  const template = id === "new" ? null : /^\d{1,9}$/.test(id) ? await getSmsTemplate(Number(id)) : undefined;
  if (template === undefined || (id !== "new" && !template)) notFound();
  // Sample values for the counter: a typical name, an agent with a direct line and a booking link.
  const sample = mergeValues({ fullName: "Guadalupe Hernández", email: "guadalupe@example.com", city: "Round Rock" }, { username: "Maria Gonzalez", email: "maria@agency.example", phone: "(512) 555-0142", bookingLink: "https://cal.example/maria" });
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/admin/text-templates" className="text-primary hover:underline">← Text templates</Link>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{template ? template.name : "New text template"}</h1>
      <TextTemplateEditor sample={sample} template={{ id: template?.id ?? null, name: template?.name ?? "", content: template?.content ?? "", isActive: template?.isActive ?? true }} />
    </section>
  );
}
